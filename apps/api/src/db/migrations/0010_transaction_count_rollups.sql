CREATE TABLE "transaction_count_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"pending_new" integer DEFAULT 0 NOT NULL,
	"pending_plan" integer DEFAULT 0 NOT NULL,
	"approved_new" integer DEFAULT 0 NOT NULL,
	"approved_plan" integer DEFAULT 0 NOT NULL,
	"rejected_new" integer DEFAULT 0 NOT NULL,
	"rejected_plan" integer DEFAULT 0 NOT NULL,
	"refunded_new" integer DEFAULT 0 NOT NULL,
	"refunded_plan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_count_rollups_pk" PRIMARY KEY("organization_id","user_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "transaction_count_rollups" ADD CONSTRAINT "transaction_count_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transaction_count_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
-- Like metric_rollup_sql (0008) for `transaction_count_rollups`: the INSERT adding `source`
-- (transactions with a `sign`) at the four grains, not deleted ones of every status.
CREATE FUNCTION "transaction_count_rollup_sql"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO transaction_count_rollups AS r (organization_id, user_id, product_id, day,
      pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan)
    SELECT * FROM (
      SELECT t.organization_id, coalesce(t.user_id, 0), coalesce(t.product_id, 0), t.transaction_date,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'pending' AND t.transaction_type = 'new'), 0)::int AS pending_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'pending' AND t.transaction_type = 'payment_plan'), 0)::int AS pending_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'approved' AND t.transaction_type = 'new'), 0)::int AS approved_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'approved' AND t.transaction_type = 'payment_plan'), 0)::int AS approved_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'rejected' AND t.transaction_type = 'new'), 0)::int AS rejected_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'rejected' AND t.transaction_type = 'payment_plan'), 0)::int AS rejected_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'refunded' AND t.transaction_type = 'new'), 0)::int AS refunded_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'refunded' AND t.transaction_type = 'payment_plan'), 0)::int AS refunded_plan
      FROM (%s) AS t
      WHERE t.deleted_at IS NULL AND t.organization_id IN (SELECT organization_id FROM organizations)
      GROUP BY t.organization_id, t.transaction_date,
        GROUPING SETS ((t.user_id), (t.user_id, t.product_id), (t.product_id), ())
    ) AS g
    WHERE (pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan)
      <> (0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET
      pending_new = r.pending_new + excluded.pending_new,
      pending_plan = r.pending_plan + excluded.pending_plan,
      approved_new = r.approved_new + excluded.approved_new,
      approved_plan = r.approved_plan + excluded.approved_plan,
      rejected_new = r.rejected_new + excluded.rejected_new,
      rejected_plan = r.rejected_plan + excluded.rejected_plan,
      refunded_new = r.refunded_new + excluded.refunded_new,
      refunded_plan = r.refunded_plan + excluded.refunded_plan
  $q$, source)
$fn$;
--> statement-breakpoint
-- 0009's trigger function, now also counting the rows of a transactions write.
CREATE OR REPLACE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END;
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
-- 0009's rebuild, transaction counts included.
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
END
$fn$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE transaction_count_rollup_sql('SELECT x.*, 1 AS sign FROM transactions x');
END
$$;--> statement-breakpoint
-- Fresh tables look empty to the planner (0008's note).
ANALYZE transaction_count_rollups;
