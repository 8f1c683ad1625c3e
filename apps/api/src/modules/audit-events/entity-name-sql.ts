import { sql, type SQL } from 'drizzle-orm';
import { displayNameSql } from '../../domain/display-name-sql.ts';

/** An audit row's entity id as an integer key, or null when it is not one (a uuid, a month). */
const numericId = sql`CASE WHEN e.entity_id ~ '^[0-9]{1,9}$' THEN e.entity_id::int END`;

/**
 * The name of the record an audit row (aliased `e`) is about, as the organization knows it
 * today: a product's or API key's name, a person's display name, an import's file name, a
 * month, a deal's customer. A record since removed keeps the name its snapshot held; null when
 * neither says one. Each lookup stays in the row's organization: ids are not trusted across it.
 */
export const entityNameSql: SQL = sql`coalesce(CASE e.entity_type
    WHEN 'product' THEN (SELECT p.name FROM products p
      WHERE p.product_id = ${numericId} AND p.organization_id = e.organization_id)
    WHEN 'role' THEN (SELECT r.role_title FROM roles r
      WHERE r.role_id = ${numericId} AND r.organization_id = e.organization_id)
    WHEN 'user' THEN (SELECT ${displayNameSql(sql`named`)} FROM users named
      WHERE named.user_id = ${numericId} AND named.organization_id = e.organization_id)
    WHEN 'api_key' THEN (SELECT k.name FROM api_keys k
      WHERE k.api_key_id = ${numericId} AND k.organization_id = e.organization_id)
    WHEN 'webhook_endpoint' THEN (SELECT w.name FROM webhook_endpoints w
      WHERE w.endpoint_id::text = e.entity_id AND w.organization_id = e.organization_id)
    WHEN 'import' THEN (SELECT b.file_name FROM import_batches b
      WHERE b.import_batch_id = ${numericId} AND b.organization_id = e.organization_id)
    WHEN 'share' THEN (SELECT nullif(s.name, '') FROM shares s
      WHERE s.share_id = ${numericId} AND s.organization_id = e.organization_id)
    WHEN 'organization' THEN (SELECT o.name FROM organizations o
      WHERE o.organization_id = ${numericId} AND o.organization_id = e.organization_id)
    WHEN 'transaction' THEN (SELECT nullif(tr.customer_name, '') FROM transactions tr
      WHERE tr.transaction_id = ${numericId} AND tr.organization_id = e.organization_id)
    WHEN 'statement_period' THEN e.entity_id
  END,
  nullif(e.after->>'name', ''), nullif(e.before->>'name', ''),
  nullif(e.after->>'role_title', ''), nullif(e.before->>'role_title', ''),
  nullif(e.after->>'customer_name', ''), nullif(e.before->>'customer_name', ''))`;
