import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { seedDemoData } from './demo-seed.ts';
import { seedLargeData } from './large-seed.ts';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { createNotificationService } from '../modules/notifications/service.ts';
import { quietUnitOfWork } from '../testing/quiet-unit-of-work.ts';
import {
  createCommissionService,
  type CommissionService,
} from '../modules/transactions/status/service.ts';

/*
 * Both seeds write their splits through the money core set-wise; this proves the result is
 * what the status service writes for one transaction at a time: every sampled transaction is
 * put back to pending, its splits removed, and approved again through the service.
 */

let database: Database;
let service: CommissionService;

type SplitRow = {
  user_id: number;
  role_id: number;
  rate: string;
  amount_cents: string;
  split_date: string;
};

const earnedSplits = (transactionIds: number[]) =>
  database.query<SplitRow & { transaction_id: number }>(
    `SELECT transaction_id, user_id, role_id, rate::text, amount_cents::text, split_date::text
     FROM commission_splits WHERE kind = 'earned' AND transaction_id = ANY($1::int[])
     ORDER BY transaction_id, user_id`,
    [transactionIds],
  );

async function reapprove(organizationId: number, sample: number): Promise<void> {
  const picked = await database.query<{ transaction_id: number; transaction_status: string }>(
    `SELECT transaction_id, transaction_status FROM transactions
     WHERE organization_id = $1 AND transaction_status IN ('approved', 'refunded')
     ORDER BY hashint4(transaction_id) LIMIT $2`,
    [organizationId, sample],
  );
  const ids = picked.map((row) => row.transaction_id);
  expect(ids.length).toBe(sample);
  const seeded = await earnedSplits(ids);
  expect(seeded.length).toBeGreaterThanOrEqual(sample);
  await database.query('DELETE FROM commission_splits WHERE transaction_id = ANY($1::int[])', [
    ids,
  ]);
  await database.query(
    "UPDATE transactions SET transaction_status = 'pending' WHERE transaction_id = ANY($1::int[])",
    [ids],
  );
  for (const id of ids) await service.changeStatus(organizationId, id, 'approved');
  expect(await earnedSplits(ids)).toEqual(seeded);
}

beforeAll(async () => {
  database = await openTestDatabase();
  service = createCommissionService(quietUnitOfWork(database), createNotificationService(database));
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('seeded commission splits', () => {
  it('equal what the money core computes, for the demo seed', async () => {
    await seedDemoData(database, { now: new Date('2026-11-23T15:30:00Z') });
    await reapprove(1, 40);
  }, 120_000);

  it('equal what the money core computes, for the large seed', async () => {
    const { organizationId } = await seedLargeData(database, {
      counts: { users: 40, transactions: 3_000, appointments: 100, outboundRecords: 100 },
      now: new Date('2026-11-23T15:30:00Z'),
      keepIndexes: true,
    });
    await reapprove(organizationId, 40);
  }, 120_000);
});
