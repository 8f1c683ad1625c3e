-- Like metric_rollup_sql for `person_rollups`: the INSERT adding `source` (rows of one of the
-- four day rollups `kind`, with a `sign`) at their (person, 0) grain to the day and to the
-- week (Monday) it falls in. Day rollups hold local dates already, so a week is local too.
CREATE OR REPLACE FUNCTION "person_rollup_sql"(kind text, source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  targets text[];
  sources text[];
BEGIN
  SELECT c.targets, c.sources INTO targets, sources FROM day_rollup_columns(kind) AS c;
  RETURN format($q$
    INSERT INTO person_rollups AS p (organization_id, user_id, span, start, %1$s)
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
  $q$,
    array_to_string(targets, ', '),
    (SELECT string_agg(format('sum(s.sign * s.%I) AS %I', sources[i], targets[i]), ', ')
      FROM generate_subscripts(targets, 1) AS i),
    source,
    (SELECT string_agg(format('d.%I', target), ', ') FROM unnest(targets) AS target),
    array_to_string(array_fill(0, ARRAY[cardinality(targets)]), ', '),
    (SELECT string_agg(format('%1$I = p.%1$I + excluded.%1$I', target), ', ')
      FROM unnest(targets) AS target));
END
$fn$;
