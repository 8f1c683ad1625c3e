ALTER TABLE "appointments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A deleted call leaves every figure: the rollups read appointments through this filter, so the
-- UPDATE that sets deleted_at subtracts the call (its old row counts, its new row does not).
-- Transactions filter deleted_at inside their own rollup SQL (0008, 0010).
CREATE FUNCTION "live_rollup_source"(kind text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE kind
    WHEN 'appointments' THEN format('SELECT * FROM (%s) AS live WHERE live.deleted_at IS NULL', source)
    ELSE source
  END
$fn$;
--> statement-breakpoint
-- 0010's trigger function, reading appointments through live_rollup_source.
CREATE OR REPLACE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := live_rollup_source(TG_TABLE_NAME, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END);
BEGIN
  EXECUTE metric_rollup_sql(TG_TABLE_NAME, source);
  CASE TG_TABLE_NAME
    WHEN 'appointments' THEN EXECUTE call_pair_rollup_sql(source);
    WHEN 'transactions' THEN EXECUTE transaction_count_rollup_sql(source);
    ELSE NULL;
  END CASE;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- 0012's rebuild, reading appointments through live_rollup_source.
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
    records := live_rollup_source(kind,
      format('SELECT x.*, 1 AS sign FROM %I x WHERE x.organization_id = %s', kind, organization));
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
