CREATE TABLE "person_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"new_cents" bigint DEFAULT 0 NOT NULL,
	"plan_cents" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"new_deals" integer DEFAULT 0 NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"dials" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"answered_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "person_rollups_pk" PRIMARY KEY("organization_id","user_id","span","start")
);
--> statement-breakpoint
ALTER TABLE "person_rollups" ADD CONSTRAINT "person_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_pair_rollups_setter_idx" ON "call_pair_rollups" USING btree ("organization_id","setter_id","product_id","day");--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "person_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
-- Like metric_rollup_sql (0008) for `person_rollups`: the INSERT adding `source` (rows of one of
-- the four day rollups `kind`, with a `sign`) at their (person, 0) grain to the day and to the
-- week (Monday) it falls in. Day rollups hold local dates already, so a week is local too.
CREATE FUNCTION "person_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
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
  RETURN format($q$
    INSERT INTO person_rollups AS p (organization_id, user_id, span, start, %1$s)
    SELECT * FROM (
      SELECT s.organization_id, s.user_id, g.span, g.start, %2$s
      FROM (%3$s) AS s
      CROSS JOIN LATERAL (VALUES
        (1::smallint, s.day),
        (7::smallint, date_trunc('week', s.day::timestamp)::date)
      ) AS g(span, start)
      WHERE s.user_id <> 0 AND s.product_id = 0
      GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE (%4$s) <> (%5$s)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, span, start) DO UPDATE SET %6$s
  $q$,
    array_to_string(targets, ', '),
    (SELECT string_agg(format('sum(s.sign * s.%I) AS %I', sources[i], targets[i]), ', ')
      FROM generate_subscripts(targets, 1) AS i),
    source,
    (SELECT string_agg(format('d.%I', target), ', ') FROM unnest(targets) AS target),
    array_to_string(array_fill(0, ARRAY[cardinality(targets)]), ', '),
    (SELECT string_agg(format('%1$I = p.%1$I + excluded.%1$I', target), ', ')
      FROM unnest(targets) AS target));
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "roll_up_people"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE person_rollup_sql(TG_TABLE_NAME, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- On the day rollups themselves: whatever writes them (the record triggers, a rebuild, a fix by
-- hand) moves the person rows with them. An upsert fires the INSERT trigger for the rows it
-- inserted and the UPDATE trigger for those it updated.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups'] LOOP
    EXECUTE format('CREATE TRIGGER "person_rollups_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
    EXECUTE format('CREATE TRIGGER "person_rollups_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
    EXECUTE format('CREATE TRIGGER "person_rollups_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- One organization's person rows (every organization's for NULL) from its day rollups, in one
-- insert in key order (four upserts, one per kind, would leave four versions of every row).
CREATE FUNCTION "rebuild_person_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  mine text := CASE WHEN organization IS NULL THEN 'TRUE'
    ELSE format('organization_id = %s', organization) END;
BEGIN
  EXECUTE format('DELETE FROM person_rollups WHERE %s', mine);
  EXECUTE format($q$
    INSERT INTO person_rollups (organization_id, user_id, span, start, new_cents, plan_cents,
      revenue_cents, new_deals, transactions, commission_cents, calls, taken, no_show, cancelled,
      scheduled, messages, dials, answered, answered_seconds)
    SELECT * FROM (
      SELECT d.organization_id, d.user_id, g.span, g.start, sum(d.new_cents) AS new_cents,
        sum(d.plan_cents) AS plan_cents, sum(d.revenue_cents) AS revenue_cents,
        sum(d.new_deals) AS new_deals, sum(d.transactions) AS transactions,
        sum(d.commission_cents) AS commission_cents, sum(d.calls) AS calls, sum(d.taken) AS taken,
        sum(d.no_show) AS no_show, sum(d.cancelled) AS cancelled, sum(d.scheduled) AS scheduled,
        sum(d.messages) AS messages, sum(d.dials) AS dials, sum(d.answered) AS answered,
        sum(d.answered_seconds) AS answered_seconds
      FROM (
        SELECT organization_id, user_id, day, new_cents, plan_cents, revenue_cents, new_deals,
          transactions, 0 AS commission_cents, 0 AS calls, 0 AS taken, 0 AS no_show,
          0 AS cancelled, 0 AS scheduled, 0 AS messages, 0 AS dials, 0 AS answered,
          0 AS answered_seconds
        FROM deal_rollups WHERE product_id = 0 AND user_id <> 0 AND %1$s
        UNION ALL
        SELECT organization_id, user_id, day, 0, 0, 0, 0, 0, cents, 0, 0, 0, 0, 0, 0, 0, 0, 0
        FROM commission_rollups WHERE product_id = 0 AND user_id <> 0 AND %1$s
        UNION ALL
        SELECT organization_id, user_id, day, 0, 0, 0, 0, 0, 0, calls, taken, no_show, cancelled,
          scheduled, 0, 0, 0, 0
        FROM call_rollups WHERE product_id = 0 AND user_id <> 0 AND %1$s
        UNION ALL
        SELECT organization_id, user_id, day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, messages, dials,
          answered, answered_seconds
        FROM outbound_rollups WHERE product_id = 0 AND user_id <> 0 AND %1$s
      ) AS d
      CROSS JOIN LATERAL (VALUES
        (1::smallint, d.day),
        (7::smallint, date_trunc('week', d.day::timestamp)::date)
      ) AS g(span, start)
      GROUP BY 1, 2, 3, 4
    ) AS r
    WHERE (new_cents, plan_cents, revenue_cents, new_deals, transactions, commission_cents, calls,
      taken, no_show, cancelled, scheduled, messages, dials, answered, answered_seconds)
      <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
  $q$, mine);
END
$fn$;
--> statement-breakpoint
-- 0010's rebuild, then the person rows from the rebuilt day rows: a seed that loads with
-- triggers off (session_replication_role = replica) rebuilds without the triggers above.
CREATE OR REPLACE FUNCTION "rebuild_metric_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  kind text;
  records text;
BEGIN
  DELETE FROM deal_rollups WHERE organization_id = organization;
  DELETE FROM transaction_count_rollups WHERE organization_id = organization;
  DELETE FROM commission_rollups WHERE organization_id = organization;
  DELETE FROM call_rollups WHERE organization_id = organization;
  DELETE FROM call_pair_rollups WHERE organization_id = organization;
  DELETE FROM outbound_rollups WHERE organization_id = organization;
  FOREACH kind IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    records := format('SELECT x.*, 1 AS sign FROM %I x WHERE x.organization_id = %s', kind, organization);
    EXECUTE metric_rollup_sql(kind, records);
    CASE kind
      WHEN 'appointments' THEN EXECUTE call_pair_rollup_sql(records);
      WHEN 'transactions' THEN EXECUTE transaction_count_rollup_sql(records);
      ELSE NULL;
    END CASE;
  END LOOP;
  PERFORM rebuild_person_rollups(organization);
END
$fn$;
--> statement-breakpoint
SELECT rebuild_person_rollups(NULL);--> statement-breakpoint
-- Fresh tables look empty to the planner (0008's note).
ANALYZE person_rollups, call_pair_rollups;
