-- The record tables' rollups follow every insert, update and delete in the writer's own
-- transaction (functions/roll_up_metrics.sql). A TRUNCATE is not followed: only tests truncate,
-- and they truncate every table.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER "metric_rollups_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "metric_rollups_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "metric_rollups_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_metrics"()', name);
  END LOOP;
END
$$;
