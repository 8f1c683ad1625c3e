import {
  adminChangesTransactions,
  signedIn,
  shareable,
  everyUser,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';
import type { World } from '../../security-matrix/world.ts';

/** Product and team writes are the admins' (decided on the organization, before any load). */
const adminWritesProducts = adminChangesTransactions;

/** A fresh product of org A with E1 on its team, for a mutating cell. */
async function productWithE1(w: World): Promise<number> {
  const productId = await w.t.insertId(
    'INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id',
    [w.orgA, `Matrix product ${w.next()}`],
  );
  await w.t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Closer')",
    [productId, w.e1.userId, w.roleId],
  );
  return productId;
}

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const productsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/products',
    shareFor: 'product',
    request: () => ({ method: 'GET', url: '/api/products' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    shareFor: 'product',
    request: (w) => ({ method: 'GET', url: `/api/products/${w.p1}` }),
    expect: shareable({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
      otherShare: 404,
      ownShare: '2xx',
    }),
  },
  {
    method: 'POST',
    path: '/api/products',
    shareFor: 'product',
    request: (w) => ({
      method: 'POST',
      url: '/api/products',
      payload: { name: `Matrix product ${w.next()}`, price: 100 },
    }),
    expect: adminWritesProducts,
  },
  {
    method: 'PATCH',
    path: '/api/products/{id}',
    shareFor: 'product',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/products/${await productWithE1(w)}`,
      payload: { version: 1, name: `Matrix renamed ${w.next()}` },
    }),
    expect: adminWritesProducts,
  },
  {
    method: 'POST',
    path: '/api/products/{id}/users',
    shareFor: 'product',
    request: async (w) => ({
      method: 'POST',
      url: `/api/products/${await productWithE1(w)}/users`,
      payload: { user_id: w.e2.userId, role_id: w.roleId, title: 'Closer' },
    }),
    expect: adminWritesProducts,
  },
  {
    method: 'PATCH',
    path: '/api/products/{id}/users',
    shareFor: 'product',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/products/${await productWithE1(w)}/users`,
      payload: { version: 1, user_id: w.e1.userId, title: 'Senior closer' },
    }),
    expect: adminWritesProducts,
  },
  {
    method: 'DELETE',
    path: '/api/products/{id}/users/{userId}',
    shareFor: 'product',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/products/${await productWithE1(w)}/users/${w.e1.userId}`,
    }),
    expect: adminWritesProducts,
  },
];
