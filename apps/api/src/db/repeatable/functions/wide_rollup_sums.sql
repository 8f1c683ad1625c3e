-- The pieces of an upsert of one of the four day rollups `kind` into a wide row (person_rollups,
-- cohort_rollups), for a source aliased s (with a `sign`), its grouped rows d and the target t:
-- the target's columns of `kind`, their signed sums, d's columns, as many zeros, and the SET list
-- adding the inserted figures to a row already there.
CREATE OR REPLACE FUNCTION "wide_rollup_sums"(kind text, OUT columns text, OUT sums text, OUT kept text, OUT zeros text, OUT added text) LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  targets text[];
  sources text[];
BEGIN
  CASE kind
  WHEN 'deal_rollups' THEN
    targets := ARRAY['new_cents', 'plan_cents', 'revenue_cents', 'new_deals', 'transactions'];
    sources := targets;
  WHEN 'commission_rollups' THEN
    targets := ARRAY['commission_cents'];
    sources := ARRAY['cents'];
  WHEN 'call_rollups' THEN
    targets := ARRAY['calls', 'taken', 'no_show', 'cancelled', 'scheduled'];
    sources := targets;
  WHEN 'outbound_rollups' THEN
    targets := ARRAY['messages', 'dials', 'answered', 'answered_seconds'];
    sources := targets;
  END CASE;
  columns := array_to_string(targets, ', ');
  sums := (SELECT string_agg(format('sum(s.sign * s.%I) AS %I', sources[i], targets[i]), ', ')
    FROM generate_subscripts(targets, 1) AS i);
  kept := (SELECT string_agg(format('d.%I', target), ', ') FROM unnest(targets) AS target);
  zeros := array_to_string(array_fill(0, ARRAY[cardinality(targets)]), ', ');
  added := (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', target), ', ')
    FROM unnest(targets) AS target);
END
$fn$;
