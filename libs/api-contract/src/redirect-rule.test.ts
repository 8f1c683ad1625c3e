import { describe, expect, it } from 'vitest';
import { accessLevels } from './access-levels.ts';
import { buildManifestSchema } from './build-manifest.ts';
import { errorCodes } from './error-codes.ts';
import { healthSchema } from './health.ts';
import { livenessSchema } from './liveness.ts';
import { readinessSchema } from './readiness.ts';
import { redirectLookupQuerySchema, redirectRuleSchema } from './redirect-rule.ts';
import { runtimeConfigSchema } from './runtime-config.ts';

describe('redirect schemas', () => {
  it.each([
    ['/old', true],
    ['/', true],
    ['old', false],
    ['', false],
  ])('lookup path %j → %s', (path, valid) => {
    expect(redirectLookupQuerySchema.safeParse({ path }).success).toBe(valid);
  });

  it('reads a rule', () => {
    expect(redirectRuleSchema.parse({ to: 'https://x.test', external: true })).toEqual({
      to: 'https://x.test',
      external: true,
    });
  });
});

describe('small schemas and constants', () => {
  it('health, runtime config and build manifest', () => {
    expect(healthSchema.safeParse({ db: 'ok' }).success).toBe(true);
    expect(livenessSchema.safeParse({ phase: 'starting' }).success).toBe(true);
    expect(livenessSchema.safeParse({ phase: 'asleep' }).success).toBe(false);
    expect(readinessSchema.safeParse({ phase: 'ready', db: 'ok' }).success).toBe(true);
    expect(readinessSchema.safeParse({ phase: 'draining', db: 'ok' }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ apiBaseUrl: '/api' }).success).toBe(true);
    expect(
      buildManifestSchema.safeParse({ buildId: 'x', builtAt: '2026-01-01T00:00:00Z' }).success,
    ).toBe(true);
  });

  it('access levels and error codes', () => {
    expect(accessLevels).toEqual({ superadmin: 1, admin: 2, manager: 3, employee: 4 });
    expect(errorCodes).toContain('invalid-credential');
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
