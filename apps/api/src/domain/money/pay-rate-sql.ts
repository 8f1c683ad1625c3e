import { sql, type SQL } from 'drizzle-orm';
import { roleRateSql } from './role-rate-sql.ts';

/**
 * The newest assignment of `payee` in one place (a product, or every product when `product` is
 * SQL NULL) in force on `dealDate`, kept only when it names a role: a row without one ended the
 * person's role on that product, so the next source applies.
 */
const assignmentInForce = (rank: 1 | 3, payee: SQL, place: SQL, dealDate: SQL): SQL => sql`
  SELECT ${sql.raw(String(rank))} AS rank, a.effective_from, a.role_id, a.commission FROM (
    SELECT a.effective_from, a.role_id, a.commission FROM role_assignments a
      WHERE a.user_id = ${payee} AND ${place} AND a.effective_from <= ${dealDate}
      ORDER BY a.effective_from DESC LIMIT 1
  ) AS a WHERE a.role_id IS NOT NULL`;

/**
 * The sales role and rate that pay `payee` on `product` for a deal dated `dealDate`, as a
 * one-row relation `(role_id, commission, rank, effective_from)` (commission in percent; `rank`
 * says which source below won, 1–4; `effective_from` dates ranks 1 and 3) to join LATERAL. In order:
 * the product's role assignment in force on that date, the product team's current role, the
 * default role assignment in force on that date, the user's current default role. The
 * current rows apply only where no history was recorded (role_assignments.ts).
 *
 * The percent is the assignment's own when it has one, else the role's rate in force on the
 * deal date (role_rates), never simply the role's current rate: a % change dated next month
 * leaves this month's pending deals at the rate they were made under.
 * @param payee - SQL of the paid user's id
 * @param product - SQL of the transaction's product id
 * @param dealDate - SQL of the transaction's date
 */
export function payRateSql(payee: SQL, product: SQL, dealDate: SQL): SQL {
  return sql`(
    SELECT rate.role_id,
      coalesce(rate.commission, ${roleRateSql(sql`rate.role_id`, dealDate)}) AS commission,
      rate.rank, rate.effective_from
    FROM (
      SELECT rate.* FROM (
        ${assignmentInForce(1, payee, sql`a.product_id = ${product}`, dealDate)}
        UNION ALL
        SELECT 2, NULL, pe.role_id, NULL FROM product_employees pe
          WHERE pe.user_id = ${payee} AND pe.product_id = ${product}
        UNION ALL
        ${assignmentInForce(3, payee, sql`a.product_id IS NULL`, dealDate)}
        UNION ALL
        SELECT 4, NULL, u.role_id, NULL FROM users u
          WHERE u.user_id = ${payee} AND u.role_id IS NOT NULL
      ) AS rate ORDER BY rate.rank LIMIT 1
    ) AS rate
  )`;
}
