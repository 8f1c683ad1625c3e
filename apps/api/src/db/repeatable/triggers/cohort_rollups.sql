-- On the day rollups and the call pairs: whatever writes them (the record triggers, a rebuild, a
-- fix by hand) moves the cohort rows with them (functions/roll_up_cohorts.sql).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups', 'call_pair_rollups'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER "cohort_rollups_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_cohorts"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "cohort_rollups_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_cohorts"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "cohort_rollups_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_cohorts"()', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A person whose role or status changes takes their rows from their old cohort to their new one
-- (functions/move_people_between_cohorts.sql). A statement trigger: when two people of one call
-- change together, the call's pair row moves once, from both old cohorts to both new ones.
CREATE OR REPLACE TRIGGER "cohort_rollups_people" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "move_people_between_cohorts"();
