import { sql, type SQL } from 'drizzle-orm';

/**
 * The sales role and rate that pay `payee` on `product` for a deal dated `dealDate`, as a
 * one-row relation `(role_id, commission, rank, effective_from)` (commission in percent; `rank`
 * says which source below won, 1–4; `effective_from` dates ranks 1 and 3) to join LATERAL. In order:
 * the product's role assignment in force on that date, the product team's current role, the
 * default role assignment in force on that date, the user's current default role. The
 * current rows apply only where no history was recorded (role_assignments.ts).
 * @param payee - SQL of the paid user's id
 * @param product - SQL of the transaction's product id
 * @param dealDate - SQL of the transaction's date
 */
export function payRateSql(payee: SQL, product: SQL, dealDate: SQL): SQL {
  return sql`(
    SELECT rate.role_id, rate.commission, rate.rank, rate.effective_from FROM (
      SELECT 1 AS rank, a.effective_from, a.role_id, a.commission FROM role_assignments a
        WHERE a.user_id = ${payee} AND a.product_id = ${product} AND a.effective_from <= ${dealDate}
      UNION ALL
      SELECT 2, NULL, pe.role_id, r.commission FROM product_employees pe JOIN roles r ON r.role_id = pe.role_id
        WHERE pe.user_id = ${payee} AND pe.product_id = ${product}
      UNION ALL
      SELECT 3, a.effective_from, a.role_id, a.commission FROM role_assignments a
        WHERE a.user_id = ${payee} AND a.product_id IS NULL AND a.effective_from <= ${dealDate}
      UNION ALL
      SELECT 4, NULL, u.role_id, r.commission FROM users u JOIN roles r ON r.role_id = u.role_id
        WHERE u.user_id = ${payee}
    ) AS rate ORDER BY rate.rank, rate.effective_from DESC NULLS LAST LIMIT 1
  )`;
}
