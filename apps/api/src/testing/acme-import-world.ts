import type { TestApp, TestUser } from './build-test-app.ts';

/**
 * The organization the import tests bring files into: Acme, its admin (admin@acme.test), a
 * closer the files name (cora@acme.test) and the product they sell (Coaching).
 * @returns Acme's admin
 */
export async function seedAcmeImportWorld(t: TestApp): Promise<TestUser> {
  const admin = await t.createUser({
    organizationName: 'Acme',
    access: 2,
    email: 'admin@acme.test',
  });
  await t.createUser({ organizationName: 'Acme', email: 'cora@acme.test' });
  await t.database.query("INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching')", [
    admin.organizationId,
  ]);
  return admin;
}
