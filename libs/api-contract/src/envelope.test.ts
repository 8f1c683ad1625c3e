import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from './envelope.ts';

describe('successEnvelope', () => {
  const schema = successEnvelope(z.object({ db: z.literal('ok') }));

  it('accepts a success envelope with matching data', () => {
    expect(schema.parse({ status: 'success', data: { db: 'ok' } })).toEqual({
      status: 'success',
      data: { db: 'ok' },
    });
  });

  it.each([
    { status: 'error', data: { db: 'ok' } },
    { status: 'success', data: { db: 'down' } },
    { status: 'success' },
  ])('rejects %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts status, message and code', () => {
    const value = { status: 'error', message: 'Route GET /api/x not found', code: 'not-found' };
    expect(errorEnvelopeSchema.parse(value)).toEqual(value);
  });

  it('requires a code', () => {
    expect(errorEnvelopeSchema.safeParse({ status: 'error', message: 'x' }).success).toBe(false);
  });
});
