import type { ApiKeyScope } from '@salesdash/api-contract';
import { allow, forbid, type Decision } from './decision.ts';
import type { ApiKeyPrincipal } from './principal.ts';

/**
 * Whether an API key may call a route at all, from the one scope the route names
 * (`config: { apiKey: 'metrics:read' }`) and the key's scopes: a route that names none is a
 * person's (sessions, settings, people, shares, notifications) and refuses every key. Decided
 * before the handler runs, so a key never reaches what the route offers; the rules of
 * `policy.ts` then decide per record.
 */
export function decideApiKeyRoute(key: ApiKeyPrincipal, scope: ApiKeyScope | undefined): Decision {
  if (scope === undefined) return forbid('API keys cannot call this route; sign in instead');
  return key.scopes.includes(scope)
    ? allow
    : forbid(`This API key lacks the ${scope} scope this route needs`);
}
