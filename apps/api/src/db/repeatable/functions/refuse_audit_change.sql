-- The audit log is append-only (docs/decisions/0045-audit-log.md): no route updates or deletes a
-- row, and this makes the database refuse it too, whoever asks. TRUNCATE (an operator emptying
-- a database, the tests' fresh start) is not a row change and stays possible.
CREATE OR REPLACE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events rows are never changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
