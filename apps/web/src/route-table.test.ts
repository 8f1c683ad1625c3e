import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';

// Every route written out again, row by row: name | path | layout | access. The 26 core screens;
// the leaderboard's share page; the audit log, product, sales role and people administration;
// the API keys, webhook endpoints and spreadsheet import.
const spec = `
buttons | /buttons | default | demo
complete-registration | /complete-registration | empty | public
goals-quotas-user_id | /goals-quotas/{user_id} | default | admin-or-manager
goals-quotas-admin | /goals-quotas/admin | default | admin-or-manager
goals-quotas | /goals-quotas | default | login
hero | /hero | empty | public
index | / | default | login
landing | /landing | empty | login
leaderboard | /leaderboard | default | netrevenue-client
login-old | /login-old | empty | login
login | /login | empty | public
recordings-recording_id | /recordings/{recording_id} | default | login
recordings | /recordings | default | login
register | /register | empty | public
sales-overview | /sales-overview | default | login
settings-billing | /settings/billing | default | admin
settings-audit | /settings/audit | default | admin
settings | /settings | default | login
settings-products | /settings/products | default | admin
settings-people | /settings/people | default | admin-or-manager
settings-roles | /settings/roles | default | admin
settings-api-keys | /settings/api-keys | default | admin
settings-webhooks | /settings/webhooks | default | admin
settings-import | /settings/import | default | admin
share-call-slug | /share/call/{slug} | empty | login
share-employee-slug | /share/employee/{slug} | slug | public
share-product-slug | /share/product/{slug} | slug | public
share-leaderboard-slug | /share/leaderboard/{slug} | empty | public
statements-admin | /statements/admin | default | login
statements | /statements | default | login
team | /team | default | admin-or-manager
team-member-overview-user_id | /team/member/overview/{user_id} | default | admin-or-manager
team-product-overview-product_id | /team/product/overview/{product_id} | default | admin-or-manager
text-demo | /text-demo | default | login
`
  .trim()
  .split('\n')
  .map((line) => {
    const [name, path, layout, access] = line.split(' | ');
    return { name, path, layout, access };
  });

describe('routeTable', () => {
  it('has exactly the 26 core routes, the leaderboard share page and the six admin screens', () => {
    expect(spec).toHaveLength(34);
    expect(routeTable).toHaveLength(34);
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(34);
  });

  it.each(spec)('$name: $path, $layout layout, $access', (expected) => {
    const route = routeTable.find((entry) => entry.name === expected.name);
    expect(route).toBeDefined();
    expect({
      name: route?.name,
      path: route?.path,
      layout: route?.layout,
      access: route?.access,
    }).toEqual(expected);
  });

  it('declares a validate rule for every path parameter', () => {
    for (const route of routeTable) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys('params' in route ? route.params : {}).sort()).toEqual(names.sort());
    }
  });

  it('uses positive integers for ids', () => {
    for (const route of routeTable) {
      if (!('params' in route)) continue;
      for (const [name, rule] of Object.entries(route.params)) {
        if (name.endsWith('_id')) expect(rule).toBe('positive-int');
      }
    }
  });
});
