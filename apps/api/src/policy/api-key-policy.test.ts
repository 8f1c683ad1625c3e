import { apiKeyScopes, type ApiKeyScope } from '@salesdash/api-contract';
import { describe, expect, it } from 'vitest';
import { decideApiKeyRoute } from './api-key-route.ts';
import { decide, policyRules, type Action } from './policy.ts';
import type { ApiKeyPrincipal } from './principal.ts';

const admin = {
  kind: 'user',
  userId: 1,
  organizationId: 10,
  access: 2,
  managerId: null,
  isNetrevenueClient: true,
} as const;
const keyWith = (...scopes: ApiKeyScope[]): ApiKeyPrincipal => ({
  kind: 'api-key',
  apiKeyId: 5,
  organizationId: 10,
  scopes,
  creator: admin,
});
const call = {
  kind: 'appointment',
  organizationId: 10,
  appointmentId: 3,
  userIds: [7],
  managerIds: [null],
} as const;

describe('the policy and API keys', () => {
  it('lets a key take an action only under a scope its rule lists, through its creator', () => {
    expect(decide(keyWith('records:read'), 'appointment.read', call).allow).toBe(true);
    expect(decide(keyWith('metrics:read'), 'appointment.read', call)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(keyWith('records:write'), 'appointment.delete', call).allow).toBe(true);
  });

  it('hides another organization’s records from a key, as from anyone', () => {
    const elsewhere = { ...call, organizationId: 11 };
    expect(decide(keyWith('records:read'), 'appointment.read', elsewhere)).toMatchObject({
      status: 404,
    });
  });

  it('opens no person-only action to a key of any scope', () => {
    const personal: Action[] = [
      'notification.own',
      'profile.own',
      'statement.own',
      'statement.read',
      'statement.reopen',
      'share.list',
      'user.list',
      'api-key.manage',
      'organization.update',
      'outbound.log',
    ];
    for (const action of personal) {
      expect(
        (policyRules[action] as { apiKey?: readonly ApiKeyScope[] }).apiKey,
        action,
      ).toBeUndefined();
    }
    const key = keyWith(...apiKeyScopes);
    expect(
      decide(key, 'notification.own', { kind: 'notification', organizationId: 10, userId: 1 }),
    ).toMatchObject({ allow: false, status: 403 });
  });

  it('lands and undoes imports only under import:commit, the rest of the import under import', () => {
    const organization = { kind: 'organization', organizationId: 10 } as const;
    expect(decide(keyWith('import'), 'import.manage', organization).allow).toBe(true);
    expect(decide(keyWith('import'), 'import.commit', organization)).toMatchObject({
      status: 403,
    });
    expect(decide(keyWith('import:commit'), 'import.commit', organization).allow).toBe(true);
    expect(decide(keyWith('import:commit'), 'import.manage', organization)).toMatchObject({
      status: 403,
    });
  });

  it('refuses a key on a route naming no scope, or a scope it lacks', () => {
    expect(decideApiKeyRoute(keyWith('metrics:read'), 'metrics:read').allow).toBe(true);
    expect(decideApiKeyRoute(keyWith('metrics:read'), 'records:read')).toMatchObject({
      status: 403,
    });
    expect(decideApiKeyRoute(keyWith(...apiKeyScopes), undefined)).toMatchObject({ status: 403 });
  });
});
