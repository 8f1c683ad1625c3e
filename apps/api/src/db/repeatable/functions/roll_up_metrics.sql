-- Statement triggers with transition tables (triggers/metric_rollups.sql): a bulk insert is one
-- aggregate, not a row each. Appointments also keep their pairs, transactions their counts.
CREATE OR REPLACE FUNCTION "roll_up_metrics"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := live_rollup_source(TG_TABLE_NAME, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END);
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
