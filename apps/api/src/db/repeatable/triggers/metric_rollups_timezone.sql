-- Calls and outbound are rolled up by local date (functions/rebuild_metric_rollups_on_timezone.sql).
CREATE OR REPLACE TRIGGER "metric_rollups_timezone" AFTER UPDATE OF "timezone" ON "organizations" FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION "rebuild_metric_rollups_on_timezone"();
