-- The rollups' single definition: for one record table, the INSERT that adds `source` (that
-- table's rows with a `sign` column: +1 added, -1 removed) to its rollup table at all four
-- grains. The triggers pass their transition tables, the rebuild passes the table itself.
-- Rows are written in key order so concurrent writers lock rollup rows in the same order.
CREATE OR REPLACE FUNCTION "metric_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
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
