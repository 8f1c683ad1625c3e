import type { WebhookEndpointType } from '@salesdash/api-contract';
import { findText } from '../../plugins/find-text.ts';
import { jsonNestsDeeperThan, maxJsonDepth } from '../../plugins/json-depth.ts';

/**
 * What a delivery whose signature verified holds: either JSON to store for the worker
 * (`json`, re-serialized), or the reason it is stored as `rejected` without its body. A signed
 * delivery is always answered 200, so the sender stops sending a body that can never apply.
 */
export type SignedBody =
  | { json: string; messageId: string; eventType: string | null }
  | { refused: string; messageId: string | null; eventType: string | null };

/** The longest Stripe event id kept (Stripe's are `evt_` and about 30 characters). */
const maxStripeIdLength = 255;

/** Half of a surrogate pair, alone: text PostgreSQL's jsonb refuses, as it refuses NUL. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text jsonb cannot store: its insert would fail (a 500), not answer why. */
const unstorable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Reads the text of a delivery whose signature verified. Its nesting is judged on the raw text
 * first: past {@link maxJsonDepth} nothing parses it (a recursive walk, or PostgreSQL's jsonb
 * parser, runs out of stack on a few thousand levels). Then it must be a JSON object that
 * jsonb can hold, and a Stripe event must name its id, the key repeats are recognized by
 * (docs/decisions/0063-webhook-intake-under-attack.md).
 * @param webhookId - the generic delivery's verified `webhook-id`; null for Stripe, whose id is
 *   in the body
 */
export function readSignedBody(
  raw: string,
  type: WebhookEndpointType,
  webhookId: string | null,
): SignedBody {
  const refused = (reason: string, eventType: string | null = null): SignedBody => ({
    refused: reason,
    messageId: webhookId,
    eventType,
  });
  if (jsonNestsDeeperThan(raw, maxJsonDepth)) return refused(`nested deeper than ${maxJsonDepth}`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refused('the body is not JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refused('the body is not a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const eventType = typeof fields['type'] === 'string' ? fields['type'].slice(0, 100) : null;
  if (findText(body, unstorable) !== null) {
    return refused(
      'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
      eventType,
    );
  }
  let messageId = webhookId;
  if (type === 'stripe') {
    const id = fields['id'];
    if (typeof id !== 'string' || id.trim() === '' || id.length > maxStripeIdLength) {
      return refused(
        'id: a Stripe event names its id (evt_…): without it a repeat cannot be told apart',
        eventType,
      );
    }
    messageId = id;
  }
  if (messageId === null) throw new Error('a generic delivery verifies with its webhook-id');
  // Re-serialized rather than stored as sent: JSON.parse already turned numbers jsonb would
  // refuse (1e999999) into what JSON can hold.
  return { json: JSON.stringify(body), messageId, eventType };
}
