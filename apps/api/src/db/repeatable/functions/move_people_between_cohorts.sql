-- After an update of users (triggers/cohort_rollups.sql): the people whose cohort (default
-- sales role, 0 for none, and status) changed take their day rows out of the old cohort and into
-- the new one, and their call pairs out of both sides' old cohorts into both sides' new ones. Most
-- updates of users (a sign-in, a name) change no cohort and stop at the first query.
CREATE OR REPLACE FUNCTION "move_people_between_cohorts"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  kind text;
  any_moved boolean;
  -- Each statement below reads the transition tables again (they are its own CTE).
  moved text := $m$moved_people AS (
    SELECT n.organization_id, n.user_id, coalesce(o.role_id, 0) AS old_role, o.is_active AS old_active,
      coalesce(n.role_id, 0) AS new_role, n.is_active AS new_active
    FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    WHERE (coalesce(o.role_id, 0), o.is_active) IS DISTINCT FROM (coalesce(n.role_id, 0), n.is_active)
  )$m$;
BEGIN
  EXECUTE format('WITH %s SELECT EXISTS (SELECT 1 FROM moved_people)', moved) INTO any_moved;
  IF NOT any_moved THEN
    RETURN NULL;
  END IF;
  FOREACH kind IN ARRAY ARRAY['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups'] LOOP
    -- Each row of a moved person twice: out of the old cohort (-1) and into the new one (+1).
    EXECUTE cohort_rollup_sql(kind, format($q$
      WITH %s
      SELECT r.*, k.sign, k.role_id AS cohort_role, k.is_active AS cohort_active
      FROM moved_people m
      JOIN %I r ON r.organization_id = m.organization_id AND r.user_id = m.user_id
      CROSS JOIN LATERAL (VALUES
        (-1, m.old_role, m.old_active), (1, m.new_role, m.new_active)
      ) AS k(sign, role_id, is_active)
    $q$, moved, kind));
  END LOOP;
  -- A pair with a moved person on either side (each pair once: the setter's branch leaves out
  -- those whose closer moved), out of its old cohorts and into its new ones.
  EXECUTE cohort_pair_rollup_sql(format($q$
    WITH %s
    SELECT q.*, k.* FROM (
      SELECT q.* FROM moved_people m JOIN call_pair_rollups q
        ON q.organization_id = m.organization_id AND q.closer_id = m.user_id
      UNION ALL
      SELECT q.* FROM moved_people m JOIN call_pair_rollups q
        ON q.organization_id = m.organization_id AND q.setter_id = m.user_id
      WHERE NOT EXISTS (SELECT 1 FROM moved_people c WHERE c.user_id = q.closer_id)
    ) AS q
    JOIN users cu ON cu.user_id = q.closer_id
    JOIN users su ON su.user_id = q.setter_id
    LEFT JOIN moved_people cm ON cm.user_id = q.closer_id
    LEFT JOIN moved_people sm ON sm.user_id = q.setter_id
    CROSS JOIN LATERAL (VALUES
      (-1, coalesce(cm.old_role, coalesce(cu.role_id, 0)), coalesce(cm.old_active, cu.is_active),
        coalesce(sm.old_role, coalesce(su.role_id, 0)), coalesce(sm.old_active, su.is_active)),
      (1, coalesce(cu.role_id, 0), cu.is_active, coalesce(su.role_id, 0), su.is_active)
    ) AS k(sign, closer_role, closer_active, setter_role, setter_active)
  $q$, moved));
  RETURN NULL;
END
$fn$;
