import { sql, type SQL } from 'drizzle-orm';

/**
 * The people a transaction `t` pays, as a relation `(user_id, paid_as)` to join LATERAL: its
 * closer, and its setter when that is someone else (who both set and closed is paid once). A
 * NULL `user_id` row stands for no setter; callers drop it.
 */
export const payeesSql: SQL = sql`(VALUES (t.user_id, 'closer'), (nullif(t.setter_id, t.user_id), 'setter'))`;

/**
 * A split's cents for `amountCents` at `percent` (10 = 10 %): rounded half away from zero in
 * exact numeric arithmetic, never through a float.
 */
export const splitCentsSql = (amountCents: SQL, percent: SQL): SQL =>
  sql`round(${amountCents} * ${percent} / 100)::bigint`;
