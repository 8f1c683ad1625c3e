-- One organization's person rows (every organization's for NULL) from its day rollups, in one
-- insert in key order (four upserts, one per kind, would leave four versions of every row).
CREATE OR REPLACE FUNCTION "rebuild_person_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
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
