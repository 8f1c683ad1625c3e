CREATE TABLE "cohort_call_pair_rollups" (
	"organization_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"closer_role_id" integer NOT NULL,
	"closer_active" boolean NOT NULL,
	"setter_role_id" integer NOT NULL,
	"setter_active" boolean NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_call_pair_rollups_pk" PRIMARY KEY("organization_id","product_id","day","closer_role_id","closer_active","setter_role_id","setter_active")
);
--> statement-breakpoint
CREATE TABLE "cohort_rollups" (
	"organization_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"role_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
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
	CONSTRAINT "cohort_rollups_pk" PRIMARY KEY("organization_id","product_id","day","role_id","is_active")
);
--> statement-breakpoint
ALTER TABLE "cohort_call_pair_rollups" ADD CONSTRAINT "cohort_call_pair_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_rollups" ADD CONSTRAINT "cohort_rollups_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cohort_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cohort_call_pair_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
-- The backfill, as functions/rebuild_cohort_rollups.sql computes it: the triggers keep the rows
-- from here on (the repeatable files run after this migration).
INSERT INTO cohort_rollups (organization_id, product_id, day, role_id, is_active, new_cents,
  plan_cents, revenue_cents, new_deals, transactions, commission_cents, calls, taken, no_show,
  cancelled, scheduled, messages, dials, answered, answered_seconds)
SELECT * FROM (
  SELECT d.organization_id, d.product_id, d.day, coalesce(u.role_id, 0), u.is_active,
    sum(d.new_cents) AS new_cents, sum(d.plan_cents) AS plan_cents,
    sum(d.revenue_cents) AS revenue_cents, sum(d.new_deals) AS new_deals,
    sum(d.transactions) AS transactions, sum(d.commission_cents) AS commission_cents,
    sum(d.calls) AS calls, sum(d.taken) AS taken, sum(d.no_show) AS no_show,
    sum(d.cancelled) AS cancelled, sum(d.scheduled) AS scheduled, sum(d.messages) AS messages,
    sum(d.dials) AS dials, sum(d.answered) AS answered,
    sum(d.answered_seconds) AS answered_seconds
  FROM (
    SELECT r.organization_id, r.user_id, r.product_id, r.day, r.new_cents, r.plan_cents,
      r.revenue_cents, r.new_deals, r.transactions, 0 AS commission_cents, 0 AS calls,
      0 AS taken, 0 AS no_show, 0 AS cancelled, 0 AS scheduled, 0 AS messages, 0 AS dials,
      0 AS answered, 0 AS answered_seconds
    FROM deal_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0
    UNION ALL
    SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, r.cents, 0, 0, 0,
      0, 0, 0, 0, 0, 0
    FROM commission_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0
    UNION ALL
    SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, 0, r.calls,
      r.taken, r.no_show, r.cancelled, r.scheduled, 0, 0, 0, 0
    FROM call_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0
    UNION ALL
    SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      r.messages, r.dials, r.answered, r.answered_seconds
    FROM outbound_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0
  ) AS d
  JOIN users u ON u.user_id = d.user_id
  GROUP BY 1, 2, 3, 4, 5
) AS r
WHERE (new_cents, plan_cents, revenue_cents, new_deals, transactions, commission_cents, calls,
  taken, no_show, cancelled, scheduled, messages, dials, answered, answered_seconds)
  <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO cohort_call_pair_rollups (organization_id, product_id, day, closer_role_id,
  closer_active, setter_role_id, setter_active, calls, taken, no_show, cancelled, scheduled)
SELECT * FROM (
  SELECT r.organization_id, r.product_id, r.day, coalesce(cu.role_id, 0), cu.is_active,
    coalesce(su.role_id, 0), su.is_active, sum(r.calls)::int AS calls,
    sum(r.taken)::int AS taken, sum(r.no_show)::int AS no_show,
    sum(r.cancelled)::int AS cancelled, sum(r.scheduled)::int AS scheduled
  FROM call_pair_rollups r
  JOIN users cu ON cu.user_id = r.closer_id
  JOIN users su ON su.user_id = r.setter_id
  WHERE r.product_id <> 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7
) AS r
WHERE (calls, taken, no_show, cancelled, scheduled) <> (0, 0, 0, 0, 0)
ORDER BY 1, 2, 3, 4, 5, 6, 7;
