-- Moves the person rows with whatever writes the day rollups (triggers/person_rollups.sql).
CREATE OR REPLACE FUNCTION "roll_up_people"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE person_rollup_sql(TG_TABLE_NAME, signed_transition_rows(TG_OP));
  RETURN NULL;
END
$fn$;
