-- Like person_rollup_sql for `cohort_rollups`: the INSERT adding `source` (rows of one of the
-- four day rollups `kind`, with a `sign` and the cohort to count them in: cohort_role, 0 for no
-- role, and cohort_active) at their (person, product) grain.
CREATE OR REPLACE FUNCTION "cohort_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  w record;
BEGIN
  SELECT * INTO w FROM wide_rollup_sums(kind);
  RETURN format($q$
    INSERT INTO cohort_rollups AS t (organization_id, product_id, day, role_id, is_active, %1$s)
    SELECT * FROM (
      SELECT s.organization_id, s.product_id, s.day, s.cohort_role, s.cohort_active, %2$s
      FROM (%3$s) AS s
      WHERE s.user_id <> 0 AND s.product_id <> 0
      GROUP BY 1, 2, 3, 4, 5
    ) AS d
    WHERE (%4$s) <> (%5$s)
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, product_id, day, role_id, is_active) DO UPDATE SET %6$s
  $q$, w.columns, w.sums, source, w.kept, w.zeros, w.added);
END
$fn$;
