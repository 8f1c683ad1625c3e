import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import { parseStripeEvent } from './stripe-objects.ts';

const event = (type: string, object: object, envelope: object = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1_767_225_600,
  data: { object },
  ...envelope,
});

const intent = (extra: object = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 50_000,
  amount_received: 50_000,
  currency: 'usd',
  receipt_email: 'sam@example.test',
  created: 1_767_225_600,
  metadata: { closer_email: 'jo@example.test', product: 'Course' },
  ...extra,
});

const invoice = (extra: object = {}) => ({
  id: 'in_1',
  object: 'invoice',
  payment_intent: { id: 'pi_1', object: 'payment_intent' },
  amount_paid: 50_000,
  currency: 'usd',
  customer_email: 'sam@example.test',
  customer_name: null,
  created: 1_767_225_600,
  lines: {
    data: [{ price: { id: 'price_1' } }, { pricing: { price_details: { price: 'price_2' } } }],
  },
  parent: { subscription_details: { metadata: { closer_email: 'jo@example.test' } } },
  ...extra,
});

const charge = (extra: object = {}) => ({
  id: 'ch_1',
  object: 'charge',
  amount: 50_000,
  amount_refunded: 50_000,
  currency: 'usd',
  payment_intent: 'pi_1',
  invoice: null,
  ...extra,
});

/** The message of the 400 `parseStripeEvent` throws for `body`, or null when it parses. */
function problemOf(body: unknown): string | null {
  try {
    parseStripeEvent(body);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return error.message;
    throw error;
  }
}

describe('parseStripeEvent', () => {
  it('reads the objects Stripe sends, as the delivery applies them', () => {
    expect(parseStripeEvent(event('payment_intent.succeeded', intent()))).toMatchObject({
      type: 'payment_intent.succeeded',
      object: { id: 'pi_1', amount_received: 50_000, metadata: { product: 'Course' } },
    });
    expect(parseStripeEvent(event('invoice.paid', invoice()))).toMatchObject({
      type: 'invoice.paid',
      object: { payment_intent: { id: 'pi_1' }, lines: { data: [{}, {}] } },
    });
    expect(parseStripeEvent(event('charge.refunded', charge()))).toMatchObject({
      type: 'charge.refunded',
      object: { amount: 50_000, amount_refunded: 50_000 },
    });
    expect(parseStripeEvent(event('customer.created', { id: 'cus_1' }))).toEqual({
      type: 'other',
      name: 'customer.created',
    });
  });

  it.each([
    [
      'a refund amount of "abc"',
      event('charge.refunded', charge({ amount: 'abc' })),
      'data.object.amount',
    ],
    [
      'a refunded amount of null',
      event('charge.refunded', charge({ amount_refunded: null })),
      'data.object.amount_refunded',
    ],
    [
      'a refund of NaN cents as text',
      event('charge.refunded', charge({ amount_refunded: 'NaN' })),
      'data.object.amount_refunded',
    ],
    [
      'a charge without its id',
      event('charge.refunded', charge({ id: undefined })),
      'data.object.id',
    ],
    [
      'a charge whose payment intent is a number',
      event('charge.refunded', charge({ payment_intent: 42 })),
      'data.object.payment_intent',
    ],
    [
      'a payment of negative cents',
      event('payment_intent.succeeded', intent({ amount_received: -1 })),
      'data.object.amount_received',
    ],
    [
      'a payment of fractional cents',
      event('payment_intent.succeeded', intent({ amount: 0.5, amount_received: undefined })),
      'data.object.amount',
    ],
    [
      'a payment past the largest deal',
      event('payment_intent.succeeded', intent({ amount_received: 1e12 })),
      'data.object.amount_received',
    ],
    [
      'a currency that is no text',
      event('payment_intent.succeeded', intent({ currency: 840 })),
      'data.object.currency',
    ],
    [
      'a receipt email that is no email',
      event('payment_intent.succeeded', intent({ receipt_email: 'sam' })),
      'data.object.receipt_email',
    ],
    [
      'metadata holding a number',
      event('payment_intent.succeeded', intent({ metadata: { product: 7 } })),
      'data.object.metadata.product',
    ],
    [
      'a created time given as text',
      event('payment_intent.succeeded', intent({ created: '2026-01-01' })),
      'data.object.created',
    ],
    [
      'a shipping name past 200 characters',
      event('payment_intent.succeeded', intent({ shipping: { name: 'x'.repeat(201) } })),
      'data.object.shipping.name',
    ],
    [
      'a shipping name with a line break (it would add a line to a mail quoting it)',
      event('payment_intent.succeeded', intent({ shipping: { name: 'Jo\r\nBcc: x' } })),
      'data.object.shipping.name',
    ],
    [
      'an invoice customer name with a bidi override',
      event('invoice.paid', invoice({ customer_name: 'Jo \u202eevil' })),
      'data.object.customer_name',
    ],
    [
      'an invoice amount as text',
      event('invoice.paid', invoice({ amount_paid: '500' })),
      'data.object.amount_paid',
    ],
    [
      'invoice lines that are no list',
      event('invoice.paid', invoice({ lines: { data: {} } })),
      'data.object.lines.data',
    ],
    [
      'an invoice line price that is a number',
      event('invoice.paid', invoice({ lines: { data: [{ price: 1 }] } })),
      'data.object.lines.data.0.price',
    ],
    [
      'subscription metadata holding an object',
      event('invoice.paid', invoice({ parent: { subscription_details: { metadata: { a: {} } } } })),
      'data.object.parent.subscription_details.metadata.a',
    ],
    ['an event without its id', event('charge.refunded', charge(), { id: undefined }), 'id'],
    [
      'an event whose created time is text',
      event('charge.refunded', charge(), { created: 'now' }),
      'created',
    ],
    [
      'an event without its object',
      { id: 'evt_1', type: 'charge.refunded', created: 1, data: {} },
      'data.object',
    ],
    [
      'an event whose object is a list',
      event('charge.refunded', [] as unknown as object),
      'data.object',
    ],
  ])('rejects %s, naming %s', (_case, body, field) => {
    expect(problemOf(body)).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
  });
});
