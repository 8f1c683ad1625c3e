import { addressBucket } from '../../plugins/external/address-bucket.ts';
import { createAttemptLimiter, tooManyAttempts } from '../auth/attempt-limiter.ts';

/**
 * The intake's two budgets, each `ratePerMinute` (`WEBHOOK_RATE_LIMIT_PER_MINUTE`) in any
 * minute, kept in this instance's memory. A delivery whose signature verifies counts against
 * its endpoint; one whose signature fails counts against the address it came from (an IPv6
 * address by its /56, as the global rate limit counts it), never against the endpoint. So
 * junk from anywhere cannot spend the real sender's budget and make its signed deliveries
 * answer 429 (docs/decisions/0063-webhook-intake-under-attack.md).
 */
export type IntakeLimits = {
  /**
   * Counts a verified delivery against its endpoint.
   * @throws ApiError 429 past the endpoint's rate (the delivery is not stored)
   */
  verified(endpointId: string): Promise<void>;
  /**
   * Counts a delivery refused for its signature against its client address.
   * @throws ApiError 429 past the address's rate (nothing is stored)
   */
  refused(clientAddress: string): Promise<void>;
};

export function createIntakeLimits(ratePerMinute: number): IntakeLimits {
  const endpoints = createAttemptLimiter(ratePerMinute, 60_000);
  const addresses = createAttemptLimiter(ratePerMinute, 60_000);

  const spend = async (limiter: typeof endpoints, key: string, what: string): Promise<void> => {
    const wait = await limiter.retryAfterMs(key);
    if (wait > 0) throw tooManyAttempts(wait, what);
    await limiter.hit(key);
  };

  return {
    verified: (endpointId) => spend(endpoints, endpointId, 'deliveries to this endpoint'),
    refused: (clientAddress) =>
      spend(addresses, addressBucket(clientAddress), 'deliveries with a bad signature'),
  };
}
