import type { ImportResolution } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizationTodaySql } from '../../domain/organization-timezone.ts';
import { fieldError } from '../../errors/api-error.ts';
import { createProduct } from '../products/product-writes.ts';
import type { ImportLookups } from './rows/row-read.ts';

/** Ids a preview gives the names to create: valid ids no record will reach. */
const previewStandIn = 2_147_000_000;

/** People and products a commit created for its resolutions, by the name the file gives. */
export type CreatedRecords = { people: Record<string, number>; products: Record<string, number> };

/**
 * The organization's people (any state) and products by name. Other organizations' people are
 * never looked up: an address of theirs reads here exactly as an unknown one (unmatched, and a
 * person may be created for it), so an import reveals nothing about who has an account
 * elsewhere, as an invite does not (docs/decisions/0064-import-privacy-and-key-scopes.md).
 */
export async function importLookups(
  database: Database,
  organizationId: number,
): Promise<ImportLookups> {
  const people = await database.query<{ email: string; user_id: number }>(
    'SELECT lower(email) AS email, user_id FROM users WHERE organization_id = $1',
    [organizationId],
  );
  const products = await database.query<{ name: string; product_id: number }>(
    'SELECT name, product_id FROM products WHERE organization_id = $1',
    [organizationId],
  );
  const [organization] = await rowsOf<{ today: string; timezone: string }>(
    database.db,
    sql`SELECT ${organizationTodaySql(organizationId)}::text AS today, timezone
      FROM organizations WHERE organization_id = ${organizationId}`,
  );
  return {
    people: new Map(people.map((row) => [row.email, Number(row.user_id)])),
    products: new Map(products.map((row) => [row.name.toLowerCase(), Number(row.product_id)])),
    productNames: new Map(products.map((row) => [Number(row.product_id), row.name])),
    today: organization?.today ?? new Date().toISOString().slice(0, 10),
    ...(organization ? { timeZone: organization.timezone } : {}),
  };
}

/**
 * The lookups with the importer's resolutions: a name mapped stands for that record, a name to
 * create for the record the commit created (`created`), or, in a preview, for a stand-in id
 * that the contracts take (a positive int) and that matches nothing stored.
 * @throws ApiError 400 naming `resolutions.<n>.id` for a record not of the organization, or
 *   `resolutions.<n>.value` for a person who cannot be created (no email)
 */
export function withResolutions(
  lookups: ImportLookups,
  resolutions: readonly ImportResolution[],
  created?: CreatedRecords,
): ImportLookups {
  const people = new Map(lookups.people);
  const products = new Map(lookups.products);
  const productNames = new Map(lookups.productNames);
  const personIds = new Set(lookups.people.values());
  const productIds = new Set(lookups.products.values());
  resolutions.forEach((resolution, index) => {
    const isPerson = resolution.kind === 'person';
    const key = resolution.value.toLowerCase();
    let id: number | undefined;
    if (resolution.action === 'map') {
      if (!(isPerson ? personIds : productIds).has(resolution.id)) {
        throw fieldError(
          `resolutions.${index}.id`,
          `no ${resolution.kind} ${resolution.id} in this organization`,
        );
      }
      id = resolution.id;
    } else {
      if (isPerson && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) {
        throw fieldError(`resolutions.${index}.value`, 'a person is created from an email');
      }
      // A name that exists by the commit (someone added it meanwhile) is used as it is.
      id = created
        ? ((isPerson ? created.people : created.products)[key] ??
          (isPerson ? people : products).get(key))
        : previewStandIn + index;
    }
    if (id !== undefined) (isPerson ? people : products).set(key, id);
    if (id !== undefined && !isPerson && !productNames.has(id)) {
      productNames.set(id, resolution.value.trim());
    }
  });
  return { ...lookups, people, products, productNames };
}

/** A person's name from their email when none is given: `jo.smith@…` → `Jo Smith`. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * Creates what the resolutions ask for, inside the commit's first transaction: each person as
 * an inactive historical record (no seat, no password: they may be named on past rows and
 * invited later), each product as a product with no team. A name that exists by now is used
 * as it is. Each is in the audit log.
 */
export async function createResolved(
  db: Db,
  organizationId: number,
  resolutions: readonly ImportResolution[],
): Promise<CreatedRecords> {
  const created: CreatedRecords = { people: {}, products: {} };
  for (const resolution of resolutions) {
    if (resolution.action !== 'create') continue;
    const key = resolution.value.toLowerCase();
    if (resolution.kind === 'person') {
      const [existing] = await rowsOf<{ id: number }>(
        db,
        sql`SELECT user_id AS id FROM users WHERE organization_id = ${organizationId}
          AND lower(email) = ${key}`,
      );
      if (existing) continue;
      const name = resolution.name ?? nameFromEmail(key);
      const [first = '', ...rest] = name.split(' ');
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`INSERT INTO users (organization_id, email, first_name, last_name, display_name, is_active)
          VALUES (${organizationId}, ${key}, ${first}, ${rest.join(' ')}, ${name}, false)
          RETURNING user_id AS id`,
      );
      if (!row) throw new Error('the person insert returned nothing');
      created.people[key] = Number(row.id);
      await recordAudit(db, {
        organizationId,
        action: 'user.imported',
        entityType: 'user',
        entityId: Number(row.id),
        after: { email: key, display_name: name, is_active: false },
      });
    } else {
      const [existing] = await rowsOf<{ id: number }>(
        db,
        sql`SELECT product_id AS id FROM products WHERE organization_id = ${organizationId}
          AND lower(name) = ${key}`,
      );
      if (existing) continue;
      const product = await createProduct(db, organizationId, { name: resolution.value.trim() });
      created.products[key] = product.product_id;
    }
  }
  return created;
}
