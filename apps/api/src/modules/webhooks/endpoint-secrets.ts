import { hkdfSync, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { openBody, sealBody } from '../mail/sealed-body.ts';

/** How long a generic endpoint's secret stays valid after a rotation, so senders can switch. */
export const rotationGraceMs = 24 * 60 * 60_000;

/** Standard Webhooks' and Stripe's tolerance of a signature's timestamp: 5 minutes. */
export const toleranceSeconds = 5 * 60;

/** Seals and opens endpoint secrets under a key derived from the JWT secret. */
export type SecretBox = { seal(secret: string): string; open(sealed: string): string };

export function createSecretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'salesdash webhook secrets', 32));
  return { seal: (secret) => sealBody(key, secret), open: (sealed) => openBody(key, sealed) };
}

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The headers a Standard Webhooks signature needs. */
export type SignedHeaders = Record<string, string | string[] | undefined>;

const header = (headers: SignedHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/**
 * Verifies a generic delivery with any of `secrets` (the current one, and the previous one
 * during its grace period): its `webhook-id`, or why no secret signed it. Only the signature
 * is checked, on the exact text: the body is not parsed here, so its nesting can be judged
 * before anything parses it (signed-body.ts).
 */
export function verifyStandardWebhook(
  raw: string,
  headers: SignedHeaders,
  secrets: string[],
): { messageId: string } | { problem: string } {
  const signed = {
    'webhook-id': header(headers, 'webhook-id'),
    'webhook-timestamp': header(headers, 'webhook-timestamp'),
    'webhook-signature': header(headers, 'webhook-signature'),
  };
  let problem = 'no signing secret';
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(raw, signed, { jsonParse: false });
      return { messageId: signed['webhook-id'] };
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  return { problem };
}

/**
 * Verifies a Stripe delivery's `stripe-signature` on the exact text, without parsing it
 * (`constructEvent` would parse it before its nesting could be judged): null when it verifies,
 * else why not.
 */
export function stripeSignatureProblem(
  raw: string,
  headers: SignedHeaders,
  secret: string,
): string | null {
  try {
    const signature = Stripe.webhooks.signature;
    if (!signature) return 'Stripe’s signature helper is missing';
    signature.verifyHeader(raw, header(headers, 'stripe-signature'), secret, toleranceSeconds);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
