-- Moves the cohort rows with whatever writes the day rollups and the call pairs
-- (triggers/cohort_rollups.sql), each row at its people's cohorts as they are now.
CREATE OR REPLACE FUNCTION "roll_up_cohorts"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := signed_transition_rows(TG_OP);
BEGIN
  IF TG_TABLE_NAME = 'call_pair_rollups' THEN
    EXECUTE cohort_pair_rollup_sql(format($q$
      SELECT q.*, coalesce(cu.role_id, 0) AS closer_role, cu.is_active AS closer_active,
        coalesce(su.role_id, 0) AS setter_role, su.is_active AS setter_active
      FROM (%s) AS q
      JOIN users cu ON cu.user_id = q.closer_id
      JOIN users su ON su.user_id = q.setter_id
    $q$, source));
  ELSE
    EXECUTE cohort_rollup_sql(TG_TABLE_NAME, format($q$
      SELECT r.*, coalesce(u.role_id, 0) AS cohort_role, u.is_active AS cohort_active
      FROM (%s) AS r JOIN users u ON u.user_id = r.user_id
    $q$, source));
  END IF;
  RETURN NULL;
END
$fn$;
