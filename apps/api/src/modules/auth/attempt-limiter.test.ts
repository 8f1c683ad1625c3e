import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, tooManyAttempts } from './attempt-limiter.ts';

describe('createAttemptLimiter', () => {
  it('allows `limit` attempts per window, then says how long to wait', () => {
    const limiter = createAttemptLimiter(2, 1000);
    limiter.hit('a', 0);
    expect(limiter.retryAfterMs('a', 10)).toBe(0);
    limiter.hit('a', 100);
    expect(limiter.retryAfterMs('a', 200)).toBe(800);
    expect(limiter.retryAfterMs('b', 200)).toBe(0);
    expect(limiter.retryAfterMs('a', 1000)).toBe(0);
  });

  it('slides: old attempts stop counting', () => {
    const limiter = createAttemptLimiter(2, 1000);
    limiter.hit('a', 0);
    limiter.hit('a', 900);
    expect(limiter.retryAfterMs('a', 950)).toBe(50);
    expect(limiter.retryAfterMs('a', 1001)).toBe(0);
    limiter.hit('a', 1001);
    expect(limiter.retryAfterMs('a', 1002)).toBe(898);
  });

  it('reset forgets a key', () => {
    const limiter = createAttemptLimiter(1, 1000);
    limiter.hit('a', 0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1)).toBe(0);
  });
});

describe('tooManyAttempts', () => {
  it('rounds up to whole seconds and says when to retry', () => {
    expect(tooManyAttempts(1500, 'sign-in attempts')).toMatchObject({
      statusCode: 429,
      code: 'too-many-requests',
      retryAfter: 2,
      message: 'Too many sign-in attempts. Try again in 2 seconds.',
    });
    expect(tooManyAttempts(14 * 60_000 + 1, 'x').message).toBe(
      'Too many x. Try again in 15 minutes.',
    );
  });
});
