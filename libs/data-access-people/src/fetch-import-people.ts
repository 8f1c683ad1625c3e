import { importPeopleSchema, successEnvelope, type ImportPerson } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(importPeopleSchema);

/**
 * Whom an import's names may be mapped to (`GET /api/imports/people`): active and inactive
 * people, never a revoked invite.
 * @throws ApiError with the server's message (403 for non-admins)
 */
export async function fetchImportPeople(api: ApiClient): Promise<ImportPerson[]> {
  return responseSchema.parse(await api.get('imports/people').json()).data.people;
}
