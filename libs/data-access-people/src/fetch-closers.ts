import { closerListSchema, successEnvelope, type CloserList } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(closerListSchema);

/**
 * The organization's active closers, ids and names, through `GET /api/users/closers` (any
 * member: a setter names the closer of a deal they set).
 * @throws ApiError with the server's message
 */
export async function fetchClosers(api: ApiClient): Promise<CloserList['closers']> {
  return responseSchema.parse(await api.get('users/closers').json()).data.closers;
}
