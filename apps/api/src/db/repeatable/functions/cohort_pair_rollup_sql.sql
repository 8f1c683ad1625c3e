-- The INSERT adding `source` (rows of call_pair_rollups with a `sign` and, per side, the cohort
-- to count them in: closer_role, closer_active, setter_role, setter_active) at their (closer,
-- setter, product) grain to cohort_call_pair_rollups.
CREATE OR REPLACE FUNCTION "cohort_pair_rollup_sql"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO cohort_call_pair_rollups AS c (organization_id, product_id, day, closer_role_id,
      closer_active, setter_role_id, setter_active, calls, taken, no_show, cancelled, scheduled)
    SELECT * FROM (
      SELECT s.organization_id, s.product_id, s.day, s.closer_role, s.closer_active,
        s.setter_role, s.setter_active, sum(s.sign * s.calls)::int AS calls,
        sum(s.sign * s.taken)::int AS taken, sum(s.sign * s.no_show)::int AS no_show,
        sum(s.sign * s.cancelled)::int AS cancelled, sum(s.sign * s.scheduled)::int AS scheduled
      FROM (%s) AS s
      WHERE s.product_id <> 0
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) AS d
    WHERE (d.calls, d.taken, d.no_show, d.cancelled, d.scheduled) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (organization_id, product_id, day, closer_role_id, closer_active, setter_role_id,
      setter_active) DO UPDATE SET
      calls = c.calls + excluded.calls,
      taken = c.taken + excluded.taken,
      no_show = c.no_show + excluded.no_show,
      cancelled = c.cancelled + excluded.cancelled,
      scheduled = c.scheduled + excluded.scheduled
  $q$, source)
$fn$;
