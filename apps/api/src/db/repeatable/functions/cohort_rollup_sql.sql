-- Like person_rollup_sql for `cohort_rollups`: the INSERT adding `source` (rows of one of the
-- four day rollups `kind`, with a `sign`) at their (person, product) grain to the cohort each
-- person is in now (default sales role, 0 for none, and status).
CREATE OR REPLACE FUNCTION "cohort_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  targets text[];
  sources text[];
BEGIN
  SELECT c.targets, c.sources INTO targets, sources FROM day_rollup_columns(kind) AS c;
  RETURN format($q$
    INSERT INTO cohort_rollups AS c (organization_id, product_id, day, role_id, is_active, %1$s)
    SELECT * FROM (
      SELECT s.organization_id, s.product_id, s.day, coalesce(u.role_id, 0), u.is_active, %2$s
      FROM (%3$s) AS s JOIN users u ON u.user_id = s.user_id
      WHERE s.user_id <> 0 AND s.product_id <> 0
      GROUP BY 1, 2, 3, 4, 5
    ) AS d
    WHERE (%4$s) <> (%5$s)
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, product_id, day, role_id, is_active) DO UPDATE SET %6$s
  $q$,
    array_to_string(targets, ', '),
    (SELECT string_agg(format('sum(s.sign * s.%I) AS %I', sources[i], targets[i]), ', ')
      FROM generate_subscripts(targets, 1) AS i),
    source,
    (SELECT string_agg(format('d.%I', target), ', ') FROM unnest(targets) AS target),
    array_to_string(array_fill(0, ARRAY[cardinality(targets)]), ', '),
    (SELECT string_agg(format('%1$I = c.%1$I + excluded.%1$I', target), ', ')
      FROM unnest(targets) AS target));
END
$fn$;
