-- Like metric_rollup_sql for `transaction_count_rollups`: the INSERT adding `source`
-- (transactions with a `sign`) at the four grains, not deleted ones of every status.
CREATE OR REPLACE FUNCTION "transaction_count_rollup_sql"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO transaction_count_rollups AS r (organization_id, user_id, product_id, day,
      pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan)
    SELECT * FROM (
      SELECT t.organization_id, coalesce(t.user_id, 0), coalesce(t.product_id, 0), t.transaction_date,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'pending' AND t.transaction_type = 'new'), 0)::int AS pending_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'pending' AND t.transaction_type = 'payment_plan'), 0)::int AS pending_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'approved' AND t.transaction_type = 'new'), 0)::int AS approved_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'approved' AND t.transaction_type = 'payment_plan'), 0)::int AS approved_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'rejected' AND t.transaction_type = 'new'), 0)::int AS rejected_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'rejected' AND t.transaction_type = 'payment_plan'), 0)::int AS rejected_plan,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'refunded' AND t.transaction_type = 'new'), 0)::int AS refunded_new,
        coalesce(sum(t.sign) FILTER (WHERE t.transaction_status = 'refunded' AND t.transaction_type = 'payment_plan'), 0)::int AS refunded_plan
      FROM (%s) AS t
      WHERE t.deleted_at IS NULL AND t.organization_id IN (SELECT organization_id FROM organizations)
      GROUP BY t.organization_id, t.transaction_date,
        GROUPING SETS ((t.user_id), (t.user_id, t.product_id), (t.product_id), ())
    ) AS g
    WHERE (pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan)
      <> (0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, user_id, product_id, day) DO UPDATE SET
      pending_new = r.pending_new + excluded.pending_new,
      pending_plan = r.pending_plan + excluded.pending_plan,
      approved_new = r.approved_new + excluded.approved_new,
      approved_plan = r.approved_plan + excluded.approved_plan,
      rejected_new = r.rejected_new + excluded.rejected_new,
      rejected_plan = r.rejected_plan + excluded.rejected_plan,
      refunded_new = r.refunded_new + excluded.refunded_new,
      refunded_plan = r.refunded_plan + excluded.refunded_plan
  $q$, source)
$fn$;
