import { dealProblem, isoDateSchema } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors/api-error.ts';
import { intArray } from '../../domain/metrics/index.ts';
import { organizationTodaySql } from '../../domain/organization-timezone.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** The ids and date of a deal that must name the organization's own records. */
export type DealReferences = {
  product_id?: number | undefined;
  user_id?: number | undefined;
  setter_id?: number | null | undefined;
  transaction_date?: string | undefined;
};

/**
 * 400 naming the field when a deal's product is not an active product of the organization, its
 * closer or setter not an active person of it, or its date outside the days any date may name
 * (api-contract's `isoDateSchema`, 1900-01-01 to 2999-12-31) or after the organization's today.
 * Only the fields given are checked, so a change is judged by what it changes.
 */
export async function assertDealReferences(
  db: Db,
  organizationId: number,
  deal: DealReferences,
): Promise<void> {
  // Checked here too, not only by the routes' schemas: a deal written by a webhook or any
  // other caller must never carry a date no statement month can be closed past.
  if (deal.transaction_date !== undefined) {
    const date = isoDateSchema.safeParse(deal.transaction_date);
    if (!date.success) {
      throw fieldError('transaction_date', date.error.issues[0]?.message ?? 'is not a date');
    }
  }
  const people = [deal.user_id, deal.setter_id ?? undefined].filter(
    (id): id is number => id !== undefined,
  );
  const [found] = await rowsOf<{ product: boolean; people: number[]; today: string }>(
    db,
    sql`SELECT
        EXISTS (SELECT 1 FROM products WHERE product_id = ${deal.product_id ?? 0}
          AND organization_id = ${organizationId} AND is_active) AS product,
        ARRAY(SELECT user_id FROM users WHERE user_id = ANY(${intArray(people)})
          AND organization_id = ${organizationId} AND is_active) AS people,
        ${organizationTodaySql(organizationId)}::text AS today`,
  );
  if (!found) throw new Error('the reference check returned no row');
  const active = new Set(found.people.map(Number));
  if (deal.product_id !== undefined && !found.product) {
    throw fieldError('product_id', 'No such active product in this organization');
  }
  if (deal.user_id !== undefined && !active.has(deal.user_id)) {
    throw fieldError('user_id', 'No such active person in this organization');
  }
  if (deal.setter_id != null && !active.has(deal.setter_id)) {
    throw fieldError('setter_id', 'No such active person in this organization');
  }
  if (deal.transaction_date !== undefined && deal.transaction_date > found.today) {
    throw fieldError('transaction_date', `must not be after today (${found.today})`);
  }
}

/** 400 naming the field when a whole deal's fields do not fit together (api-contract's rule). */
export function assertDealFits(deal: Parameters<typeof dealProblem>[0]): void {
  const problem = dealProblem(deal);
  if (problem) throw fieldError(...problem);
}
