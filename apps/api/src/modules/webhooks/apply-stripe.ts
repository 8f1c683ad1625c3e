import type { StripeMapping } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Work } from '../../realtime/unit-of-work.ts';
import { createTransactionIn, findTransactionRow } from '../transactions/service.ts';
import type { ApplyServices } from './apply-generic.ts';
import {
  findExternal,
  organizationDayOf,
  personByEmail,
  productByName,
  rememberExternal,
} from './record-matching.ts';
import { UnmatchedDelivery, type DeliveryOutcome } from './unmatched-delivery.ts';

/** The Stripe events an endpoint records; Stripe's dashboard should send only these. */
export const stripeEventTypes = ['payment_intent.succeeded', 'invoice.paid', 'charge.refunded'];

/** What an endpoint of type Stripe applies with. */
export type StripeEndpoint = { mapping: StripeMapping; autoApprove: boolean };

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const fields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' ? (value as Fields) : {};
const idOf = (value: unknown): string | null => text(value) ?? text(fields(value)['id']);

/** Metadata of the object and of the subscription an invoice bills (where Checkout puts it). */
function metadataOf(object: Fields): Record<string, string> {
  const parent = fields(fields(object['parent'])['subscription_details'])['metadata'];
  const legacy = fields(object['subscription_details'])['metadata'];
  return { ...fields(parent), ...fields(legacy), ...fields(object['metadata']) } as Record<
    string,
    string
  >;
}

/** The price ids an invoice's lines bill (older and newer API versions). */
function pricesOf(invoice: Fields): string[] {
  const lines = fields(invoice['lines'])['data'];
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    const item = fields(line);
    const price =
      idOf(item['price']) ?? text(fields(fields(item['pricing'])['price_details'])['price']);
    return price ? [price] : [];
  });
}

/** A payment as SalesDash records it, from either event type. */
type Payment = {
  externalId: string;
  cents: number;
  currency: string;
  customerEmail: string | null;
  customerName: string | null;
  prices: string[];
  metadata: Record<string, string>;
  created: Date;
};

function paymentOf(event: Stripe.Event): Payment {
  const object = fields(event.data.object);
  const created = new Date(Number(object['created'] ?? event.created) * 1000);
  const metadata = metadataOf(object);
  if (event.type === 'invoice.paid') {
    // An invoice's payment intent is the payment: a payment_intent.succeeded of it counts once.
    const paymentIntent = idOf(object['payment_intent']);
    return {
      externalId: paymentIntent ?? String(object['id']),
      cents: Number(object['amount_paid'] ?? 0),
      currency: String(object['currency'] ?? ''),
      customerEmail: text(object['customer_email']) ?? text(metadata['customer_email']),
      customerName: text(object['customer_name']) ?? text(metadata['customer_name']),
      prices: pricesOf(object),
      metadata,
      created,
    };
  }
  return {
    externalId: String(object['id']),
    cents: Number(object['amount_received'] ?? object['amount'] ?? 0),
    currency: String(object['currency'] ?? ''),
    customerEmail: text(object['receipt_email']) ?? text(metadata['customer_email']),
    customerName: text(metadata['customer_name']) ?? text(fields(object['shipping'])['name']),
    prices: text(metadata['price_id']) ? [String(metadata['price_id'])] : [],
    metadata,
    created,
  };
}

function assertUsd(currency: string): void {
  if (currency.toLowerCase() !== 'usd') {
    throw new UnmatchedDelivery(
      `the currency is ${currency.toUpperCase() || 'unknown'}: SalesDash counts USD only`,
    );
  }
}

/** The closer of this customer's latest earlier deal, matched by email. */
async function closerOfCustomer(
  db: Db,
  organizationId: number,
  email: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT t.user_id AS id FROM transactions t JOIN users u ON u.user_id = t.user_id
      WHERE t.organization_id = ${organizationId} AND lower(t.customer_email) = lower(${email})
        AND t.deleted_at IS NULL AND u.is_active
      ORDER BY t.transaction_date DESC, t.transaction_id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

async function hasEarlierPayment(db: Db, organizationId: number, email: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`SELECT 1 FROM transactions WHERE organization_id = ${organizationId}
      AND lower(customer_email) = lower(${email}) AND deleted_at IS NULL LIMIT 1`,
  );
  return rows.length > 0;
}

async function recordPayment(
  work: Work,
  services: ApplyServices,
  organizationId: number,
  endpoint: StripeEndpoint,
  payment: Payment,
): Promise<DeliveryOutcome> {
  const { db } = work;
  const { mapping } = endpoint;
  assertUsd(payment.currency);
  const known = await findExternal(db, organizationId, 'transaction', payment.externalId);
  if (known !== null) {
    return {
      status: 'duplicate',
      reason: `payment ${payment.externalId} is already transaction ${known}`,
      recordType: 'transaction',
      recordId: known,
    };
  }
  if (!payment.customerEmail) {
    throw new UnmatchedDelivery(
      'the payment names no customer email (receipt_email or customer_email)',
    );
  }
  const mappedPrice = payment.prices.find((price) => mapping.price_products[price] !== undefined);
  const productName = text(payment.metadata[mapping.product_metadata_key]);
  const productId = mappedPrice
    ? (mapping.price_products[mappedPrice] as number)
    : productName
      ? await productByName(db, organizationId, productName)
      : null;
  if (productId === null) {
    throw new UnmatchedDelivery(
      `no product: no mapped price (${payment.prices.join(', ') || 'none'}) and no metadata "${mapping.product_metadata_key}"`,
    );
  }
  const closerEmail = text(payment.metadata[mapping.closer_metadata_key]);
  const userId = closerEmail
    ? await personByEmail(db, organizationId, closerEmail)
    : mapping.closer_from_customer
      ? await closerOfCustomer(db, organizationId, payment.customerEmail)
      : null;
  if (userId === null) {
    throw new UnmatchedDelivery(
      `no closer: no metadata "${mapping.closer_metadata_key}"${mapping.closer_from_customer ? ` and no earlier deal of ${payment.customerEmail}` : ''}`,
    );
  }
  const setterEmail = mapping.setter_metadata_key
    ? text(payment.metadata[mapping.setter_metadata_key])
    : null;
  const setterId = setterEmail ? await personByEmail(db, organizationId, setterEmail) : null;
  const first = !(await hasEarlierPayment(db, organizationId, payment.customerEmail));
  const created = await createTransactionIn(work, organizationId, {
    user_id: userId,
    setter_id: setterId === userId ? null : setterId,
    product_id: productId,
    customer_name: payment.customerName ?? payment.customerEmail,
    customer_email: payment.customerEmail,
    amount: payment.cents / 100,
    transaction_type: first ? 'new' : 'payment_plan',
    transaction_date: await organizationDayOf(db, organizationId, payment.created),
    notes: `Stripe ${payment.externalId}`,
    created_by: null,
  });
  await rememberExternal(
    db,
    organizationId,
    'transaction',
    payment.externalId,
    created.transaction_id,
  );
  if (endpoint.autoApprove) {
    await services.commission.changeStatusIn(
      work,
      organizationId,
      created.transaction_id,
      'approved',
    );
  }
  return {
    status: 'applied',
    reason: null,
    recordType: 'transaction',
    recordId: created.transaction_id,
  };
}

async function refundCharge(
  work: Work,
  services: ApplyServices,
  organizationId: number,
  charge: Fields,
): Promise<DeliveryOutcome> {
  const { db } = work;
  assertUsd(String(charge['currency'] ?? ''));
  const amount = Number(charge['amount'] ?? 0);
  const refunded = Number(charge['amount_refunded'] ?? 0);
  if (refunded < amount) {
    throw new UnmatchedDelivery(
      `a partial refund (${(refunded / 100).toFixed(2)} of ${(amount / 100).toFixed(2)} USD): the money core refunds whole payments only`,
    );
  }
  const payment = idOf(charge['payment_intent']) ?? idOf(charge['invoice']) ?? String(charge['id']);
  const known = await findExternal(db, organizationId, 'transaction', payment);
  if (known === null) throw new UnmatchedDelivery(`no transaction recorded for payment ${payment}`);
  const current = await findTransactionRow(db, organizationId, known);
  if (current.transaction_status === 'refunded') {
    return {
      status: 'duplicate',
      reason: `transaction ${known} is already refunded`,
      recordType: 'transaction',
      recordId: known,
    };
  }
  await services.commission.changeStatusIn(work, organizationId, known, 'refunded');
  return { status: 'applied', reason: null, recordType: 'transaction', recordId: known };
}

/** Applies one verified Stripe event inside `work`. */
export async function applyStripeEvent(
  work: Work,
  services: ApplyServices,
  organizationId: number,
  endpoint: StripeEndpoint,
  event: Stripe.Event,
): Promise<DeliveryOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'invoice.paid':
      return recordPayment(work, services, organizationId, endpoint, paymentOf(event));
    case 'charge.refunded':
      return refundCharge(work, services, organizationId, fields(event.data.object));
    default:
      throw new UnmatchedDelivery(
        `SalesDash records ${stripeEventTypes.join(', ')}; not ${event.type}`,
      );
  }
}
