-- Like metric_rollup_sql for `person_rollups`: the INSERT adding `source` (rows of one of the
-- four day rollups `kind`, with a `sign`) at their (person, 0) grain to the day and to the
-- week (Monday) it falls in. Day rollups hold local dates already, so a week is local too.
CREATE OR REPLACE FUNCTION "person_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  w record;
BEGIN
  SELECT * INTO w FROM wide_rollup_sums(kind);
  RETURN format($q$
    INSERT INTO person_rollups AS t (organization_id, user_id, span, start, %1$s)
    SELECT * FROM (
      SELECT s.organization_id, s.user_id, g.span, g.start, %2$s
      FROM (%3$s) AS s
      CROSS JOIN LATERAL (VALUES
        (1::smallint, s.day),
        (7::smallint, date_trunc('week', s.day::timestamp)::date)
      ) AS g(span, start)
      WHERE s.user_id <> 0 AND s.product_id = 0
      GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE (%4$s) <> (%5$s)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, span, start) DO UPDATE SET %6$s
  $q$, w.columns, w.sums, source, w.kept, w.zeros, w.added);
END
$fn$;
