import {
  apiKeyPrefix,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@salesdash/api-contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { notFound } from '../../errors/api-error.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { newApiKey } from '../../security/api-key.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';
import { selectApiKeys, toApiKey } from './api-key-row.ts';

export type ApiKeyService = {
  /**
   * Every key of the organization, newest first, revoked ones too, each with its status (a key
   * whose creator is not an active admin now is suspended, with the reason); never a secret.
   */
  list(organizationId: number): Promise<ApiKey[]>;
  /** Creates a key acting as `actor` (an admin the policy let through); the secret is returned once. */
  create(actor: UserPrincipal, body: CreateApiKeyRequest, now?: Date): Promise<CreatedApiKey>;
  /** Revokes a key of the organization; revoking twice keeps the first time. 404 elsewhere. */
  revoke(organizationId: number, apiKeyId: number, now?: Date): Promise<ApiKey>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    apiKeyService: ApiKeyService;
  }
}

/** Characters of a key kept in the clear: `sdk_` and 4 more, to tell keys apart in the list. */
const shownPrefixLength = apiKeyPrefix.length + 4;

async function findKey(db: Db, organizationId: number, apiKeyId: number): Promise<ApiKey> {
  const [row] = await selectApiKeys(
    db,
    and(eq(apiKeys.apiKeyId, apiKeyId), eq(apiKeys.organizationId, organizationId)),
  ).limit(1);
  if (!row) throw notFound();
  return toApiKey(row);
}

export function createApiKeyService(database: Database): ApiKeyService {
  const { db } = database;
  return {
    async list(organizationId) {
      const rows = await selectApiKeys(db, eq(apiKeys.organizationId, organizationId)).orderBy(
        desc(apiKeys.createdAt),
        desc(apiKeys.apiKeyId),
      );
      return rows.map(toApiKey);
    },

    async create(actor, body, now = new Date()) {
      const key = newApiKey();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiKeys)
          .values({
            organizationId: actor.organizationId,
            name: body.name,
            scopes: body.scopes,
            prefix: key.slice(0, shownPrefixLength),
            keyHash: hashOpaqueToken(key),
            createdBy: actor.userId,
            createdAt: now,
          })
          .returning({ apiKeyId: apiKeys.apiKeyId });
        if (!row) throw new Error('api key insert returned nothing');
        const apiKey = await findKey(tx, actor.organizationId, row.apiKeyId);
        // The row as listed: the secret reaches neither the log nor the audit trail.
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          action: 'api_key.created',
          entityType: 'api_key',
          entityId: apiKey.api_key_id,
          after: apiKey,
        });
        return { api_key: apiKey, key };
      });
    },

    async revoke(organizationId, apiKeyId, now = new Date()) {
      return db.transaction(async (tx) => {
        const before = await findKey(tx, organizationId, apiKeyId);
        const [revoked] = await tx
          .update(apiKeys)
          .set({ revokedAt: now })
          .where(
            and(
              eq(apiKeys.apiKeyId, apiKeyId),
              eq(apiKeys.organizationId, organizationId),
              isNull(apiKeys.revokedAt),
            ),
          )
          .returning({ apiKeyId: apiKeys.apiKeyId });
        const apiKey = await findKey(tx, organizationId, apiKeyId);
        // Revoking a revoked key changes nothing, so it records nothing.
        if (revoked) {
          await recordAudit(tx, {
            organizationId,
            action: 'api_key.revoked',
            entityType: 'api_key',
            entityId: apiKeyId,
            before,
            after: apiKey,
          });
        }
        return apiKey;
      });
    },
  };
}

/** Decorates `apiKeyService`. */
export const apiKeyServicePlugin = fp(
  async (app) => {
    app.decorate('apiKeyService', createApiKeyService(app.db));
  },
  { name: 'api-key-service', dependencies: ['db'] },
);
