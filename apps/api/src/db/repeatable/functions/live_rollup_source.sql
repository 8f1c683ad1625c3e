-- A deleted call leaves every figure: the rollups read appointments through this filter, so the
-- UPDATE that sets deleted_at subtracts the call (its old row counts, its new row does not).
-- Transactions filter deleted_at inside their own rollup SQL.
CREATE OR REPLACE FUNCTION "live_rollup_source"(kind text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE kind
    WHEN 'appointments' THEN format('SELECT * FROM (%s) AS live WHERE live.deleted_at IS NULL', source)
    ELSE source
  END
$fn$;
