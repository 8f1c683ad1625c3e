-- Moves the person rows with whatever writes the day rollups (triggers/person_rollups.sql).
CREATE OR REPLACE FUNCTION "roll_up_people"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE person_rollup_sql(TG_TABLE_NAME, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END);
  RETURN NULL;
END
$fn$;
