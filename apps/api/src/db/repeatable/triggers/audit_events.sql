-- functions/refuse_audit_change.sql: the audit log only grows.
CREATE OR REPLACE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_change"();
