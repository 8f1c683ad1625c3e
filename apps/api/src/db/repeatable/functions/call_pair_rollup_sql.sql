-- Like metric_rollup_sql for `call_pair_rollups`: the INSERT adding `source` (appointments
-- with a `sign`) at the (closer, setter, product) and (closer, setter, 0) grains. Only calls
-- whose setter is someone else: those are the ones two people's rows share.
CREATE OR REPLACE FUNCTION "call_pair_rollup_sql"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
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
