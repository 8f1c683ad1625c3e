import * as z from 'zod/mini';
import { requiredNameSchema } from './name-input.ts';

/**
 * What an organization API key may do (docs/decisions/0054-api-keys.md). A route names the
 * one scope that lets a key call it; a key is refused (403) on every route that names none.
 * - `metrics:read`: the GETs under `/api/metrics/…` (dashboards, team, leaderboard, workbook)
 * - `records:read`: the GETs of transactions, appointments and outbound records, CSVs included
 * - `records:write`: creating and changing transactions and appointments
 * - `import`: uploading, previewing, listing and discarding spreadsheet imports, and their
 *   rejected rows; nothing lands
 * - `import:commit`: landing an upload (commit, resume) and undoing it, which records deals
 *   (approved ones pay commission), calls and outbound activity and creates the people and
 *   products the importer chose to create (docs/decisions/0064-import-privacy-and-key-scopes.md)
 */
export const apiKeyScopes = [
  'metrics:read',
  'records:read',
  'records:write',
  'import',
  'import:commit',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeSchema = z.enum(apiKeyScopes, {
  message: `must be one of ${apiKeyScopes.join(', ')}`,
});

/** Every key starts so, which tells it from an access token (and a secret scanner from noise). */
export const apiKeyPrefix = 'sdk_';

/**
 * Whether a key works: `active`; `suspended` while its creator is not an active admin of its
 * organization (it acts as them, so it stops with their access and works again when they are
 * an admin again); `revoked` for good.
 */
export const apiKeyStatuses = ['active', 'suspended', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/**
 * Why a key is suspended: its creator was demoted below admin, deactivated, or is gone (no
 * longer a person of the organization: that key never works again).
 */
export const apiKeySuspensionReasons = [
  'creator-not-admin',
  'creator-deactivated',
  'creator-gone',
] as const;
export type ApiKeySuspensionReason = (typeof apiKeySuspensionReasons)[number];

/** An API key as admins see it: never the secret, only its first characters to recognize it. */
export const apiKeySchema = z.object({
  api_key_id: z.int(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's first characters (`sdk_` and 4 more), enough to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.nullable(z.int()),
  /** The creator's display name today; null once they are gone. */
  created_by_name: z.nullable(z.string()),
  /** When the key last opened a request, to the minute; null if never. */
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  /** Revoked wins over suspended: a revoked key stays revoked whatever its creator becomes. */
  status: z.enum(apiKeyStatuses),
  /** Why it is suspended; null unless `status` is `suspended`. */
  suspended_reason: z.nullable(z.enum(apiKeySuspensionReasons)),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Body of `POST /api/api-keys`: a name to recognize it by and at least one scope. */
export const createApiKeyRequestSchema = z.object({
  name: requiredNameSchema(100),
  scopes: z.array(apiKeyScopeSchema).check(
    z.minLength(1, { message: 'choose at least one scope' }),
    z.maxLength(apiKeyScopes.length, { message: 'names a scope twice' }),
    z.refine((scopes) => new Set(scopes).size === scopes.length, {
      message: 'names a scope twice',
    }),
  ),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** `data` of `POST /api/api-keys`: the key's row and the secret, shown this once only. */
export const createdApiKeySchema = z.object({ api_key: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `data` of `GET /api/api-keys`: every key of the organization, revoked ones too, newest first. */
export const apiKeyListSchema = z.object({ api_keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
