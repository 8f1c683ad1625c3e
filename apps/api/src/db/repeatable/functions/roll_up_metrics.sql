-- Statement triggers with transition tables (triggers/metric_rollups.sql): a bulk insert is one
-- aggregate, not a row each. Appointments also keep their pairs, transactions their counts.
CREATE OR REPLACE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := live_rollup_source(TG_TABLE_NAME, signed_transition_rows(TG_OP));
BEGIN
  EXECUTE metric_rollup_sql(TG_TABLE_NAME, source);
  CASE TG_TABLE_NAME
    WHEN 'appointments' THEN EXECUTE call_pair_rollup_sql(source);
    WHEN 'transactions' THEN EXECUTE transaction_count_rollup_sql(source);
    ELSE NULL;
  END CASE;
  RETURN NULL;
END
$fn$;
