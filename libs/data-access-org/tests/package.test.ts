import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

/** The libs data-access-org was split into: its one release as a re-export depends on them. */
const domainLibs = [
  '@salesdash/data-access-api',
  '@salesdash/data-access-integrations',
  '@salesdash/data-access-notifications',
  '@salesdash/data-access-organization',
  '@salesdash/data-access-people',
  '@salesdash/data-access-products',
  '@salesdash/data-access-sharing',
];

describePackedLib('libs/data-access-org', (pkg) => {
  it('is marked deprecated and depends on the domain libs only', () => {
    expect(pkg.manifest['deprecated']).toMatch(/data-access-people/);
    expect(pkg.manifest.peerDependencies).toBeUndefined();
    expect(pkg.manifest.dependencies).toEqual(
      Object.fromEntries(domainLibs.map((name) => [name, '0.1.0'])),
    );
  });

  it('re-exports the 134 values it exported before the split, each the domain lib’s own', () => {
    const results = pkg.runNode(`import * as org from '@salesdash/data-access-org';
      const libs = ${JSON.stringify(domainLibs)};
      const modules = await Promise.all(libs.map((name) => import(name)));
      const owners = Object.keys(org).map((name) => [
        name,
        libs.filter((_, index) => name in modules[index] && modules[index][name] === org[name]),
      ]);
      console.log(JSON.stringify({
        count: Object.keys(org).length,
        unowned: owners.filter(([, found]) => found.length !== 1).map(([name]) => name),
        sample: Object.fromEntries(owners.filter(([name]) =>
          ['sharesQueryOptions', 'orgListKeys', 'productsQueryOptions', 'newIdempotencyKey'].includes(name))),
      }));`);
    expect(results).toEqual({
      count: 134,
      unowned: [],
      sample: {
        newIdempotencyKey: ['@salesdash/data-access-api'],
        orgListKeys: ['@salesdash/data-access-people'],
        productsQueryOptions: ['@salesdash/data-access-products'],
        sharesQueryOptions: ['@salesdash/data-access-sharing'],
      },
    });
  });
});
