import { describe, expect, it } from 'vitest';
import { apiKeySuspension, type ApiKeyCreatorState } from './api-key-suspension.ts';

const admin = { organizationId: 10, access: 2, isActive: true };

describe('apiKeySuspension', () => {
  it.each<[string, ApiKeyCreatorState, ReturnType<typeof apiKeySuspension>]>([
    ['an active admin', admin, null],
    ['an active superadmin', { ...admin, access: 1 }, null],
    ['a manager', { ...admin, access: 3 }, 'creator-not-admin'],
    ['an employee', { ...admin, access: 4 }, 'creator-not-admin'],
    ['a deactivated admin', { ...admin, isActive: false }, 'creator-deactivated'],
    ['a deactivated manager', { ...admin, access: 3, isActive: false }, 'creator-deactivated'],
    ['an admin of another organization', { ...admin, organizationId: 11 }, 'creator-gone'],
    ['nobody (the creator is gone)', null, 'creator-gone'],
  ])('a key whose creator is %s', (_name, creator, reason) => {
    expect(apiKeySuspension(10, creator)).toBe(reason);
  });
});
