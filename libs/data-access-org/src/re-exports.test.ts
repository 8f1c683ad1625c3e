import * as api from '@salesdash/data-access-api';
import * as integrations from '@salesdash/data-access-integrations';
import * as notifications from '@salesdash/data-access-notifications';
import * as organization from '@salesdash/data-access-organization';
import * as people from '@salesdash/data-access-people';
import * as products from '@salesdash/data-access-products';
import * as sharing from '@salesdash/data-access-sharing';
import { describe, expect, it } from 'vitest';
import * as org from './index.ts';

const domains = { api, integrations, notifications, organization, people, products, sharing };

// The deprecated package keeps what other teams import for one release: the 134 values it
// exported before the split (and its 6 types, checked by tests/package-consumer.ts), each the
// very object of the lib that now holds it, so caches and atoms are shared, not copied.
describe('the deprecated data-access-org', () => {
  it('re-exports the 134 values it exported before the split', () => {
    expect(Object.keys(org)).toHaveLength(134);
  });

  it.each(Object.keys(org))('%s is the domain lib’s own', (name) => {
    const owners = Object.entries(domains).filter(
      ([, module]) =>
        name in module &&
        (module as Record<string, unknown>)[name] === org[name as keyof typeof org],
    );
    expect(owners.map(([domain]) => domain)).toHaveLength(1);
  });
});
