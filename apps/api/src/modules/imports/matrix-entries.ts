import { Readable } from 'node:stream';
import {
  acceptsKey,
  adminsOfTheirOrganization,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';
import type { World } from '../../security-matrix/world.ts';

const csv = 'Date,Amount,Closer,Product,Customer,Type\n2026-01-05,100,a@x.test,Coaching,Jo,new\n';

/** A fresh upload of org A (each cell gets its own: discarding one changes it). */
async function uploadOfOrgA(w: World): Promise<number> {
  const batch = await w.t.app.importService.upload(
    { organizationId: w.orgA, userId: w.adminA.userId },
    { kind: 'transactions', file_name: 'matrix.csv' },
    Readable.from([csv]),
  );
  return batch.import_batch_id;
}

const mapping = {
  0: 'date',
  1: 'amount',
  2: 'closer_email',
  3: 'product',
  4: 'customer_name',
  5: 'type',
};

/** An import of org A committed to the end (its one row rejected: nobody is a@x.test). */
async function committedOfOrgA(w: World): Promise<number> {
  const id = await uploadOfOrgA(w);
  await w.t.app.importService.commit({ organizationId: w.orgA, userId: w.adminA.userId }, id, {
    mapping,
  });
  await w.t.app.importService.commits.idle();
  return id;
}

/** An import of org A left partial, as a crash before its first chunk leaves one. */
async function partialOfOrgA(w: World): Promise<number> {
  const id = await uploadOfOrgA(w);
  await w.t.database.query(
    "UPDATE import_batches SET status = 'partial', failure = 'stopped', mapping = $2 WHERE import_batch_id = $1",
    [id, JSON.stringify(mapping)],
  );
  return id;
}

/**
 * Admins of their own organization, and keys with the import scope (their creator's view): the
 * routes where nothing lands. A key with only import:commit is refused (403) here.
 */
const importers = acceptsKey('import', adminsOfTheirOrganization);

/**
 * Landing or undoing an import (commit, resume, undo: records, commission, people, products):
 * admins, and keys with import:commit only; the import scope alone is refused (403)
 * (docs/decisions/0064-import-privacy-and-key-scopes.md).
 */
const committers = acceptsKey('import:commit', adminsOfTheirOrganization);

/** The security matrix's entries of the import routes (security-matrix/). */
export const importsMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/imports',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/imports?kind=transactions&file_name=matrix.csv',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    }),
    expect: importers,
  },
  {
    method: 'GET',
    path: '/api/imports',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/imports' }),
    expect: importers,
  },
  {
    method: 'GET',
    path: '/api/imports/people',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/imports/people' }),
    expect: importers,
  },
  {
    method: 'GET',
    path: '/api/imports/{id}',
    shareFor: 'employee',
    // Decided on the organization before any load: org B's employee is refused, not hidden.
    request: async (w) => ({ method: 'GET', url: `/api/imports/${await uploadOfOrgA(w)}` }),
    expect: importers,
  },
  {
    method: 'GET',
    path: '/api/imports/{id}/columns',
    shareFor: 'employee',
    request: async (w) => ({ method: 'GET', url: `/api/imports/${await uploadOfOrgA(w)}/columns` }),
    expect: importers,
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/preview',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/imports/${await uploadOfOrgA(w)}/preview`,
      payload: { mapping },
    }),
    expect: importers,
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/commit',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/imports/${await uploadOfOrgA(w)}/commit`,
      payload: { mapping },
    }),
    expect: committers,
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/resume',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/imports/${await partialOfOrgA(w)}/resume`,
    }),
    expect: committers,
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/undo',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/imports/${await committedOfOrgA(w)}/undo`,
    }),
    expect: committers,
  },
  {
    method: 'GET',
    path: '/api/imports/{id}/rejected.csv',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'GET',
      url: `/api/imports/${await committedOfOrgA(w)}/rejected.csv`,
    }),
    expect: importers,
  },
  {
    method: 'DELETE',
    path: '/api/imports/{id}',
    shareFor: 'employee',
    request: async (w) => ({ method: 'DELETE', url: `/api/imports/${await uploadOfOrgA(w)}` }),
    expect: importers,
  },
];
