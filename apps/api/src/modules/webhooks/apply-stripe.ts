import {
  dateYearsMessage,
  emailSchema,
  isoDateSchema,
  type StripeMapping,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Work } from '../../realtime/unit-of-work.ts';
import type { ApplyServices } from './apply-generic.ts';
import {
  findExternal,
  organizationDayOf,
  personByEmail,
  productByName,
  rememberExternal,
} from './record-matching.ts';
import {
  checkedStripeValue,
  parseStripeEvent,
  stripeCustomerNameSchema,
  type StripeCharge,
  type StripeInvoice,
  type StripePaymentIntent,
} from './stripe-objects.ts';
import { UnmatchedDelivery, type DeliveryOutcome } from './unmatched-delivery.ts';

/** The Stripe events an endpoint records; Stripe's dashboard should send only these. */
export const stripeEventTypes = ['payment_intent.succeeded', 'invoice.paid', 'charge.refunded'];

/** What an endpoint of type Stripe applies with. */
export type StripeEndpoint = { mapping: StripeMapping; autoApprove: boolean };

type Metadata = Record<string, string>;

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? text(value) : text(value?.id);

/** Metadata of the invoice and of the subscription it bills (where Checkout puts it). */
function invoiceMetadataOf(invoice: StripeInvoice): Metadata {
  return {
    ...invoice.parent?.subscription_details?.metadata,
    ...invoice.subscription_details?.metadata,
    ...invoice.metadata,
  };
}

/** The price ids an invoice's lines bill (older and newer API versions). */
function pricesOf(invoice: StripeInvoice): string[] {
  return (invoice.lines?.data ?? []).flatMap((line) => {
    const price = idOf(line.price) ?? text(line.pricing?.price_details?.price);
    return price ? [price] : [];
  });
}

/**
 * Customer details taken from metadata are free text there: they are checked as the object's
 * own fields are (an email; a name of at most 200 characters) before they reach a deal.
 */
function metadataEmail(metadata: Metadata): string | null {
  const email = text(metadata['customer_email']);
  return email === null
    ? null
    : checkedStripeValue(emailSchema, email, 'data.object.metadata.customer_email');
}

function metadataName(metadata: Metadata): string | null {
  const name = text(metadata['customer_name']);
  return name === null
    ? null
    : checkedStripeValue(stripeCustomerNameSchema, name, 'data.object.metadata.customer_name');
}

/** A payment as SalesDash records it, from either event type. */
type Payment = {
  externalId: string;
  cents: number;
  currency: string;
  customerEmail: string | null;
  customerName: string | null;
  prices: string[];
  metadata: Metadata;
  /** When Stripe says it was made, in Unix seconds. */
  created: number;
};

function paymentOfInvoice(invoice: StripeInvoice, eventCreated: number): Payment {
  const metadata = invoiceMetadataOf(invoice);
  return {
    // An invoice's payment intent is the payment: a payment_intent.succeeded of it counts once.
    externalId: idOf(invoice.payment_intent) ?? invoice.id,
    cents: invoice.amount_paid,
    currency: invoice.currency,
    customerEmail: text(invoice.customer_email) ?? metadataEmail(metadata),
    customerName: text(invoice.customer_name) ?? metadataName(metadata),
    prices: pricesOf(invoice),
    metadata,
    created: invoice.created ?? eventCreated,
  };
}

function paymentOfIntent(intent: StripePaymentIntent, eventCreated: number): Payment {
  const metadata: Metadata = { ...intent.metadata };
  const price = text(metadata['price_id']);
  return {
    externalId: intent.id,
    cents: intent.amount_received ?? intent.amount,
    currency: intent.currency,
    customerEmail: text(intent.receipt_email) ?? metadataEmail(metadata),
    customerName: metadataName(metadata) ?? text(intent.shipping?.name),
    prices: price ? [price] : [],
    metadata,
    created: intent.created ?? eventCreated,
  };
}

/**
 * The organization's calendar day of a payment made at `created` (Unix seconds).
 * @throws UnmatchedDelivery when that day is outside the days any deal may have (the one date
 *   rule of api-contract's `isoDateSchema`): a payment dated 0999 would otherwise be the
 *   organization's oldest open statement month, one no close could ever get past
 */
async function paymentDay(db: Db, organizationId: number, created: number): Promise<string> {
  const at = new Date(created * 1000);
  const year = at.getUTCFullYear();
  // Only a moment of a year from 1 to 9999 is asked of PostgreSQL, which reads no other (and
  // JavaScript's Date none past ±275,000 years); any day it answers is then judged by the rule.
  const day =
    Number.isNaN(year) || year < 1 || year > 9999
      ? null
      : await organizationDayOf(db, organizationId, at);
  if (day === null || !isoDateSchema.safeParse(day).success) {
    throw new UnmatchedDelivery(
      `the payment's date (${day ?? `created ${created}`}) is outside what SalesDash records: ${dateYearsMessage}`,
    );
  }
  return day;
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
  const day = await paymentDay(db, organizationId, payment.created);
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
  const created = await services.transactions.createIn(work, organizationId, {
    user_id: userId,
    setter_id: setterId === userId ? null : setterId,
    product_id: productId,
    customer_name: payment.customerName ?? payment.customerEmail,
    customer_email: payment.customerEmail,
    amount: payment.cents / 100,
    transaction_type: first ? 'new' : 'payment_plan',
    transaction_date: day,
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
  charge: StripeCharge,
): Promise<DeliveryOutcome> {
  const { db } = work;
  assertUsd(charge.currency);
  if (charge.amount_refunded < charge.amount) {
    throw new UnmatchedDelivery(
      `a partial refund (${(charge.amount_refunded / 100).toFixed(2)} of ${(charge.amount / 100).toFixed(2)} USD): the money core refunds whole payments only`,
    );
  }
  const payment = idOf(charge.payment_intent) ?? idOf(charge.invoice) ?? charge.id;
  const known = await findExternal(db, organizationId, 'transaction', payment);
  if (known === null) throw new UnmatchedDelivery(`no transaction recorded for payment ${payment}`);
  const current = await services.transactions.findIn(work, organizationId, known);
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

/**
 * Applies one verified Stripe event inside `work`, its object checked first.
 * @throws ApiError 400 naming the field of the event that is not what Stripe sends
 */
export async function applyStripeEvent(
  work: Work,
  services: ApplyServices,
  organizationId: number,
  endpoint: StripeEndpoint,
  body: unknown,
): Promise<DeliveryOutcome> {
  const event = parseStripeEvent(body);
  switch (event.type) {
    case 'payment_intent.succeeded':
      return recordPayment(
        work,
        services,
        organizationId,
        endpoint,
        paymentOfIntent(event.object, event.created),
      );
    case 'invoice.paid':
      return recordPayment(
        work,
        services,
        organizationId,
        endpoint,
        paymentOfInvoice(event.object, event.created),
      );
    case 'charge.refunded':
      return refundCharge(work, services, organizationId, event.object);
    case 'other':
      throw new UnmatchedDelivery(
        `SalesDash records ${stripeEventTypes.join(', ')}; not ${event.name}`,
      );
  }
}
