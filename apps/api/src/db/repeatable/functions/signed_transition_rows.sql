-- What a statement trigger's transition tables changed, as rows with a `sign`: the inserted rows
-- (+1), the deleted ones (-1), or for an update the new versions (+1) and the old ones (-1). The
-- rollup triggers sum `sign * figure`, so an update moves each row's figures where they now are.
CREATE OR REPLACE FUNCTION "signed_transition_rows"(operation text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END
$fn$;
