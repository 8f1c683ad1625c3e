-- One organization's cohort rows (every organization's for NULL) from its day rollups and call
-- pairs, each person in the cohort they are in now, in one insert per table in key order.
CREATE OR REPLACE FUNCTION "rebuild_cohort_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  mine text := CASE WHEN organization IS NULL THEN 'TRUE'
    ELSE format('r.organization_id = %s', organization) END;
BEGIN
  EXECUTE format('DELETE FROM cohort_rollups r WHERE %s', mine);
  EXECUTE format('DELETE FROM cohort_call_pair_rollups r WHERE %s', mine);
  EXECUTE format($q$
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
        FROM deal_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0 AND %1$s
        UNION ALL
        SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, r.cents, 0, 0, 0,
          0, 0, 0, 0, 0, 0
        FROM commission_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0 AND %1$s
        UNION ALL
        SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, 0, r.calls,
          r.taken, r.no_show, r.cancelled, r.scheduled, 0, 0, 0, 0
        FROM call_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0 AND %1$s
        UNION ALL
        SELECT r.organization_id, r.user_id, r.product_id, r.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          r.messages, r.dials, r.answered, r.answered_seconds
        FROM outbound_rollups r WHERE r.product_id <> 0 AND r.user_id <> 0 AND %1$s
      ) AS d
      JOIN users u ON u.user_id = d.user_id
      GROUP BY 1, 2, 3, 4, 5
    ) AS r
    WHERE (new_cents, plan_cents, revenue_cents, new_deals, transactions, commission_cents, calls,
      taken, no_show, cancelled, scheduled, messages, dials, answered, answered_seconds)
      <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4, 5
  $q$, mine);
  EXECUTE format($q$
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
      WHERE r.product_id <> 0 AND %1$s
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) AS r
    WHERE (calls, taken, no_show, cancelled, scheduled) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4, 5, 6, 7
  $q$, mine);
END
$fn$;
