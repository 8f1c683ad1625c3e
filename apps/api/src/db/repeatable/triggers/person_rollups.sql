-- On the day rollups themselves: whatever writes them (the record triggers, a rebuild, a fix by
-- hand) moves the person rows with them. An upsert fires the INSERT trigger for the rows it
-- inserted and the UPDATE trigger for those it updated.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER "person_rollups_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "person_rollups_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
    EXECUTE format('CREATE OR REPLACE TRIGGER "person_rollups_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_people"()', name);
  END LOOP;
END
$$;
