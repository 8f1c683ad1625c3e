-- The figures of one of the four day rollups `kind` (`sources`) and their columns in the wide
-- rows of person_rollups and cohort_rollups (`targets`), in the same order.
CREATE OR REPLACE FUNCTION "day_rollup_columns"(kind text, OUT targets text[], OUT sources text[]) LANGUAGE plpgsql IMMUTABLE AS $fn$
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
END
$fn$;
