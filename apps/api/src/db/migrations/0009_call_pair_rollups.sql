CREATE TABLE "call_pair_rollups" (
	"organization_id" integer NOT NULL,
	"closer_id" integer NOT NULL,
	"setter_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_pair_rollups_pk" PRIMARY KEY("organization_id","closer_id","setter_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "call_pair_rollups" ADD CONSTRAINT "call_pair_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "call_pair_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
-- Like metric_rollup_sql (0008) for `call_pair_rollups`: the INSERT adding `source`
-- (appointments with a `sign`) at the (closer, setter, product) and (closer, setter, 0) grains.
-- Only calls whose setter is someone else: those are the ones two people's rows share.
CREATE FUNCTION "call_pair_rollup_sql"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO call_pair_rollups AS r (organization_id, closer_id, setter_id, product_id, day, calls, taken, no_show, cancelled, scheduled)
    WITH calls AS (
      SELECT x.organization_id, x.user_id, x.setter_id, x.product_id, x.appointment_status, x.sign,
        (x.call_date AT TIME ZONE z.timezone)::date AS day
      FROM (%s) AS x JOIN organizations z ON z.organization_id = x.organization_id
      WHERE x.setter_id IS NOT NULL AND x.setter_id <> x.user_id
    )
    SELECT * FROM (
      SELECT c.organization_id, c.user_id, c.setter_id, coalesce(c.product_id, 0), c.day,
        sum(c.sign)::int AS calls,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'taken'), 0)::int AS taken,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'no_show'), 0)::int AS no_show,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'cancelled'), 0)::int AS cancelled,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'scheduled'), 0)::int AS scheduled
      FROM calls c
      GROUP BY c.organization_id, c.user_id, c.setter_id, c.day, GROUPING SETS ((), (c.product_id))
    ) AS g
    WHERE (calls, taken, no_show, cancelled, scheduled) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, closer_id, setter_id, product_id, day) DO UPDATE SET
      calls = r.calls + excluded.calls,
      taken = r.taken + excluded.taken,
      no_show = r.no_show + excluded.no_show,
      cancelled = r.cancelled + excluded.cancelled,
      scheduled = r.scheduled + excluded.scheduled
  $q$, source)
$fn$;
--> statement-breakpoint
-- 0008's trigger function, now also keeping the pairs of an appointments write.
CREATE OR REPLACE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END;
BEGIN
  EXECUTE metric_rollup_sql(TG_TABLE_NAME, source);
  IF TG_TABLE_NAME = 'appointments' THEN
    EXECUTE call_pair_rollup_sql(source);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- 0008's rebuild (backfills, a timezone change, seeds loaded without triggers), pairs included.
CREATE OR REPLACE FUNCTION "rebuild_metric_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  kind text;
BEGIN
  DELETE FROM deal_rollups WHERE organization_id = organization;
  DELETE FROM commission_rollups WHERE organization_id = organization;
  DELETE FROM call_rollups WHERE organization_id = organization;
  DELETE FROM call_pair_rollups WHERE organization_id = organization;
  DELETE FROM outbound_rollups WHERE organization_id = organization;
  FOREACH kind IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    EXECUTE metric_rollup_sql(kind,
      format('SELECT x.*, 1 AS sign FROM %I x WHERE x.organization_id = %s', kind, organization));
  END LOOP;
  EXECUTE call_pair_rollup_sql(
    format('SELECT x.*, 1 AS sign FROM appointments x WHERE x.organization_id = %s', organization));
END
$fn$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE call_pair_rollup_sql('SELECT x.*, 1 AS sign FROM appointments x');
END
$$;--> statement-breakpoint
-- Fresh tables look empty to the planner (0008's note).
ANALYZE call_pair_rollups;
