-- Calls and outbound are rolled up by local date, so a new timezone moves them between days.
CREATE OR REPLACE FUNCTION "rebuild_metric_rollups_on_timezone"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM rebuild_metric_rollups(NEW.organization_id);
  RETURN NULL;
END
$fn$;
