import { expect } from 'vitest';
import type { TestApp, TestUser } from './build-test-app.ts';

/** A write as `user` that must succeed: its `data`. */
export async function sendAs(
  t: TestApp,
  user: TestUser,
  url: string,
  payload?: object,
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
) {
  const response = await t.injectAs(user, { method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

export type DealToApprove = {
  userId: number;
  productId: number;
  customer: string;
  amount: number;
  date: string;
};

/**
 * A deal recorded and approved through the API by `admin`, so its split is the money core's
 * (the statements tests compare their lines to it). Its transaction id.
 */
export async function approvedDealOf(
  t: TestApp,
  admin: TestUser,
  deal: DealToApprove,
): Promise<number> {
  const created = await sendAs(t, admin, '/api/transactions', {
    user_id: deal.userId,
    setter_id: null,
    product_id: deal.productId,
    customer_name: deal.customer,
    amount: deal.amount,
    transaction_type: 'new',
    transaction_date: deal.date,
  });
  await sendAs(t, admin, `/api/transactions/status/${created.transaction_id}`, {
    transaction_status: 'approved',
  });
  return Number(created.transaction_id);
}

/**
 * Makes `user` a Closer paid 10 % (a sales role of their organization, created here): the rate
 * the statements tests work their figures by hand with.
 */
export async function closerAtTenPercent(t: TestApp, user: TestUser): Promise<void> {
  const closer = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [user.organizationId],
  );
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [closer, user.userId]);
}
