CREATE TABLE "call_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollups_organization_id_user_id_product_id_day_pk" PRIMARY KEY("organization_id","user_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "commission_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_rollups_organization_id_user_id_product_id_day_pk" PRIMARY KEY("organization_id","user_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "deal_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_cents" bigint DEFAULT 0 NOT NULL,
	"plan_cents" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"new_deals" integer DEFAULT 0 NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_rollups_organization_id_user_id_product_id_day_pk" PRIMARY KEY("organization_id","user_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "outbound_rollups" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"dials" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"answered_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_rollups_organization_id_user_id_product_id_day_pk" PRIMARY KEY("organization_id","user_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "call_rollups" ADD CONSTRAINT "call_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rollups" ADD CONSTRAINT "commission_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_rollups" ADD CONSTRAINT "deal_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_rollups" ADD CONSTRAINT "outbound_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_scheduled_idx" ON "appointments" USING btree ("organization_id","call_date") WHERE "appointments"."appointment_status" = 'scheduled';--> statement-breakpoint
-- The rollups' single definition: for one record table, the INSERT that adds `source` (that
-- table's rows with a `sign` column: +1 added, -1 removed) to its rollup table at all four
-- grains. The triggers pass their transition tables, the rebuild passes the table itself.
-- Rows are written in key order so concurrent writers lock rollup rows in the same order.
CREATE FUNCTION "metric_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  CASE kind
  WHEN 'transactions' THEN RETURN format($q$
    INSERT INTO deal_rollups AS r (organization_id, user_id, product_id, day, new_cents, plan_cents, revenue_cents, new_deals, transactions)
    SELECT * FROM (
      SELECT t.organization_id, coalesce(t.user_id, 0), coalesce(t.product_id, 0), t.transaction_date,
        coalesce(sum(t.sign * t.amount_cents) FILTER (WHERE t.transaction_type = 'new'), 0) AS new_cents,
        coalesce(sum(t.sign * t.amount_cents) FILTER (WHERE t.transaction_type = 'payment_plan'), 0) AS plan_cents,
        coalesce(sum(t.sign * coalesce(t.contract_value_cents, 0)) FILTER (WHERE t.transaction_type = 'new'), 0) AS revenue_cents,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_type = 'new'), 0)::int AS new_deals,
        sum(t.sign)::int AS transactions
      FROM (%s) AS t
      WHERE t.transaction_status = 'approved' AND t.deleted_at IS NULL
        AND t.organization_id IN (SELECT organization_id FROM organizations)
      GROUP BY t.organization_id, t.transaction_date,
        GROUPING SETS ((t.user_id), (t.user_id, t.product_id), (t.product_id), ())
    ) AS g
    WHERE (new_cents, plan_cents, revenue_cents, new_deals, transactions) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET
      new_cents = r.new_cents + excluded.new_cents,
      plan_cents = r.plan_cents + excluded.plan_cents,
      revenue_cents = r.revenue_cents + excluded.revenue_cents,
      new_deals = r.new_deals + excluded.new_deals,
      transactions = r.transactions + excluded.transactions
  $q$, source);
  WHEN 'commission_splits' THEN RETURN format($q$
    INSERT INTO commission_rollups AS r (organization_id, user_id, product_id, day, cents)
    SELECT * FROM (
      SELECT s.organization_id, coalesce(s.user_id, 0), coalesce(s.product_id, 0), s.split_date,
        sum(s.sign * s.amount_cents) AS cents
      FROM (%s) AS s
      WHERE s.organization_id IN (SELECT organization_id FROM organizations)
      GROUP BY s.organization_id, s.split_date,
        GROUPING SETS ((s.user_id), (s.user_id, s.product_id), (s.product_id), ())
    ) AS g
    WHERE cents <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET cents = r.cents + excluded.cents
  $q$, source);
  WHEN 'outbound_records' THEN RETURN format($q$
    INSERT INTO outbound_rollups AS r (organization_id, user_id, product_id, day, messages, dials, answered, answered_seconds)
    SELECT * FROM (
      SELECT o.organization_id, coalesce(o.user_id, 0), coalesce(o.product_id, 0), o.day,
        coalesce(sum(o.sign) FILTER (WHERE o.type = 'message'), 0)::int AS messages,
        coalesce(sum(o.sign) FILTER (WHERE o.type = 'call'), 0)::int AS dials,
        coalesce(sum(o.sign) FILTER (WHERE o.type = 'call' AND o.answered), 0)::int AS answered,
        coalesce(sum(o.sign * o.duration_seconds) FILTER (WHERE o.type = 'call' AND o.answered), 0) AS answered_seconds
      FROM (
        SELECT x.*, (x.created_at AT TIME ZONE z.timezone)::date AS day
        FROM (%s) AS x JOIN organizations z ON z.organization_id = x.organization_id
      ) AS o
      GROUP BY o.organization_id, o.day,
        GROUPING SETS ((o.user_id), (o.user_id, o.product_id), (o.product_id), ())
      -- A record without a product belongs to no product's grains.
      HAVING grouping(o.product_id) = 1 OR o.product_id IS NOT NULL
    ) AS g
    WHERE (messages, dials, answered, answered_seconds) <> (0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET
      messages = r.messages + excluded.messages,
      dials = r.dials + excluded.dials,
      answered = r.answered + excluded.answered,
      answered_seconds = r.answered_seconds + excluded.answered_seconds
  $q$, source);
  WHEN 'appointments' THEN RETURN format($q$
    INSERT INTO call_rollups AS r (organization_id, user_id, product_id, day, calls, taken, no_show, cancelled, scheduled)
    WITH calls AS (
      SELECT x.organization_id, x.user_id, x.setter_id, x.product_id, x.appointment_status, x.sign,
        (x.call_date AT TIME ZONE z.timezone)::date AS day
      FROM (%s) AS x JOIN organizations z ON z.organization_id = x.organization_id
    ), counted AS (
      -- A person's grains: the calls they take or booked, a call with both once.
      SELECT c.organization_id, p.person AS user_id, coalesce(c.product_id, 0) AS product_id, c.day,
        sum(c.sign)::int AS calls,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'taken'), 0)::int AS taken,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'no_show'), 0)::int AS no_show,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'cancelled'), 0)::int AS cancelled,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'scheduled'), 0)::int AS scheduled
      FROM calls c
      CROSS JOIN LATERAL (VALUES (c.user_id), (CASE WHEN c.setter_id <> c.user_id THEN c.setter_id END)) AS p(person)
      WHERE p.person IS NOT NULL
      GROUP BY c.organization_id, c.day, p.person, GROUPING SETS ((), (c.product_id))
      UNION ALL
      -- Every person's grains: each call once.
      SELECT c.organization_id, 0, coalesce(c.product_id, 0), c.day,
        sum(c.sign)::int,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'taken'), 0)::int,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'no_show'), 0)::int,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'cancelled'), 0)::int,
        coalesce(sum(c.sign) FILTER (WHERE c.appointment_status = 'scheduled'), 0)::int
      FROM calls c
      GROUP BY c.organization_id, c.day, GROUPING SETS ((), (c.product_id))
    )
    SELECT * FROM counted
    WHERE (calls, taken, no_show, cancelled, scheduled) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET
      calls = r.calls + excluded.calls,
      taken = r.taken + excluded.taken,
      no_show = r.no_show + excluded.no_show,
      cancelled = r.cancelled + excluded.cancelled,
      scheduled = r.scheduled + excluded.scheduled
  $q$, source);
  END CASE;
END
$fn$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert is one aggregate, not a row each.
CREATE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE metric_rollup_sql(TG_TABLE_NAME, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Recomputes one organization's rollups from its records (the backfill below, a timezone change).
CREATE FUNCTION "rebuild_metric_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  kind text;
BEGIN
  DELETE FROM deal_rollups WHERE organization_id = organization;
  DELETE FROM commission_rollups WHERE organization_id = organization;
  DELETE FROM call_rollups WHERE organization_id = organization;
  DELETE FROM outbound_rollups WHERE organization_id = organization;
  FOREACH kind IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    EXECUTE metric_rollup_sql(kind,
      format('SELECT x.*, 1 AS sign FROM %I x WHERE x.organization_id = %s', kind, organization));
  END LOOP;
END
$fn$;
--> statement-breakpoint
-- Calls and outbound are rolled up by local date, so a new timezone moves them between days.
CREATE FUNCTION "rebuild_metric_rollups_on_timezone"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM rebuild_metric_rollups(NEW.organization_id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    EXECUTE format('CREATE TRIGGER "metric_rollups_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
    EXECUTE format('CREATE TRIGGER "metric_rollups_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
    EXECUTE format('CREATE TRIGGER "metric_rollups_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
  END LOOP;
  FOREACH name IN ARRAY ARRAY['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups'] LOOP
    -- Announced like every table (0004_data_changed_notify.sql).
    EXECUTE format('CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()', name);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "metric_rollups_timezone" AFTER UPDATE OF "timezone" ON "organizations" FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION "rebuild_metric_rollups_on_timezone"();
--> statement-breakpoint
SELECT rebuild_metric_rollups(organization_id) FROM organizations;--> statement-breakpoint
-- Fresh tables look empty to the planner, which then loops over a team's rows one by one.
ANALYZE deal_rollups, commission_rollups, call_rollups, outbound_rollups;
