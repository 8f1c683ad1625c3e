import { describe, expect, it } from 'vitest';
import { readSignedBody } from './signed-body.ts';

const deep = (levels: number) =>
  `{"type":"outbound.created","data":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('readSignedBody', () => {
  it('keeps a generic event under its webhook-id and a Stripe event under its id', () => {
    expect(readSignedBody('{"type":"outbound.created","data":{}}', 'generic', 'msg_1')).toEqual({
      json: '{"type":"outbound.created","data":{}}',
      messageId: 'msg_1',
      eventType: 'outbound.created',
    });
    expect(readSignedBody('{"id":"evt_1","type":"invoice.paid"}', 'stripe', null)).toEqual({
      json: '{"id":"evt_1","type":"invoice.paid"}',
      messageId: 'evt_1',
      eventType: 'invoice.paid',
    });
  });

  it('takes 64 levels and refuses 65 before parsing', () => {
    // The event object itself is the first level.
    expect(readSignedBody(deep(63), 'generic', 'msg_1')).toHaveProperty('json');
    expect(readSignedBody(deep(64), 'generic', 'msg_1')).toEqual({
      refused: 'nested deeper than 64',
      messageId: 'msg_1',
      eventType: null,
    });
  });

  it.each([
    ['20,000 levels', deep(20_000), 'generic', 'nested deeper than 64'],
    ['20,000 levels to Stripe', deep(20_000), 'stripe', 'nested deeper than 64'],
    ['text that is not JSON', '{"type": oops}', 'generic', 'the body is not JSON'],
    [
      'a NUL escape',
      '{"type":"x","data":"a\\u0000b"}',
      'generic',
      'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
    ],
    [
      'a NUL escape in a key',
      '{"type":"x","a\\u0000":1}',
      'generic',
      'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
    ],
    [
      'a lone high surrogate',
      '{"type":"x","data":"\\ud800"}',
      'generic',
      'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
    ],
    [
      'a lone low surrogate',
      '{"type":"x","data":["\\udc00"]}',
      'generic',
      'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
    ],
    [
      'a Stripe event without an id',
      '{"type":"invoice.paid"}',
      'stripe',
      'id: a Stripe event names its id (evt_…): without it a repeat cannot be told apart',
    ],
    [
      'a Stripe event with an empty id',
      '{"id":" ","type":"invoice.paid"}',
      'stripe',
      'id: a Stripe event names its id (evt_…): without it a repeat cannot be told apart',
    ],
    [
      'a Stripe event whose id is a number',
      '{"id":7,"type":"invoice.paid"}',
      'stripe',
      'id: a Stripe event names its id (evt_…): without it a repeat cannot be told apart',
    ],
  ] as const)('refuses %s', (_case, raw, type, reason) => {
    expect(readSignedBody(raw, type, type === 'generic' ? 'msg_1' : null)).toMatchObject({
      refused: reason,
    });
  });

  it('keeps a surrogate pair (an emoji) and an escaped backslash before u0000', () => {
    expect(
      readSignedBody('{"type":"x","data":"\\ud83d\\ude00 \\\\u0000"}', 'generic', 'm'),
    ).toHaveProperty('json');
  });

  it('re-serializes numbers JSON cannot carry into what jsonb takes', () => {
    expect(readSignedBody('{"type":"x","data":1e999999}', 'generic', 'm')).toMatchObject({
      json: '{"type":"x","data":null}',
    });
  });
});
