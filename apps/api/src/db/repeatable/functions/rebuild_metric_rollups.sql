-- Recomputes one organization's rollups from its records, then its person and cohort rows from
-- the rebuilt day rows: backfills, a timezone change, and a seed that loads with triggers off
-- (session_replication_role = replica).
CREATE OR REPLACE FUNCTION "rebuild_metric_rollups"(organization integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  kind text;
  records text;
BEGIN
  DELETE FROM deal_rollups WHERE organization_id = organization;
  DELETE FROM transaction_count_rollups WHERE organization_id = organization;
  DELETE FROM commission_rollups WHERE organization_id = organization;
  DELETE FROM call_rollups WHERE organization_id = organization;
  DELETE FROM call_pair_rollups WHERE organization_id = organization;
  DELETE FROM outbound_rollups WHERE organization_id = organization;
  FOREACH kind IN ARRAY ARRAY['transactions', 'commission_splits', 'appointments', 'outbound_records'] LOOP
    records := live_rollup_source(kind,
      format('SELECT x.*, 1 AS sign FROM %I x WHERE x.organization_id = %s', kind, organization));
    EXECUTE metric_rollup_sql(kind, records);
    CASE kind
      WHEN 'appointments' THEN EXECUTE call_pair_rollup_sql(records);
      WHEN 'transactions' THEN EXECUTE transaction_count_rollup_sql(records);
      ELSE NULL;
    END CASE;
  END LOOP;
  PERFORM rebuild_person_rollups(organization);
  PERFORM rebuild_cohort_rollups(organization);
END
$fn$;
