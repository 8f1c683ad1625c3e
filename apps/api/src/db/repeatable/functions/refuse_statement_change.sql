-- A closed statement never changes (docs/decisions/0058-statements-from-the-money-core.md): a
-- close only inserts its statements and lines, a later change lands as a correction line of a
-- later month and a reopening stores a new version beside the old. This makes the database
-- refuse an update or a row delete too, whoever asks. TRUNCATE (an operator emptying a
-- database, the tests' fresh start) is not a row change and stays possible.
CREATE OR REPLACE FUNCTION "refuse_statement_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a closed statement never changes (% on % refused)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
