-- Every table announces its committed changes on "data_changed" (functions/
-- notify_data_changed.sql). A table with an `organization_id` says which organizations a
-- statement touched, read from its transition tables (one trigger per event, as PostgreSQL
-- allows transition tables only on single-event triggers); its TRUNCATE, and every write to a
-- table without one, concerns every organization. Each migration that adds a table still
-- gives it the plain `data_changed` trigger (../data-changed-triggers.test.ts), which announces
-- `<table> *` until this file runs again.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    IF EXISTS (
      SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = name AND column_name = 'organization_id'
    ) THEN
      EXECUTE format('CREATE OR REPLACE TRIGGER "data_changed" AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()', name);
      EXECUTE format('CREATE OR REPLACE TRIGGER "data_changed_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"(''organization_id'')', name);
      EXECUTE format('CREATE OR REPLACE TRIGGER "data_changed_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"(''organization_id'')', name);
      EXECUTE format('CREATE OR REPLACE TRIGGER "data_changed_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"(''organization_id'')', name);
    END IF;
  END LOOP;
END
$$;
