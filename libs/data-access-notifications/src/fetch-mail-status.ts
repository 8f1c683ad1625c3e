import { mailStatusSchema, successEnvelope, type MailStatus } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(mailStatusSchema);

/**
 * Whether the server sends mail, and the organization's waiting and given-up mails, through
 * `GET /api/mail/status` (admins).
 * @param api - the app's API client
 * @throws ApiError 403 for anyone but an admin
 */
export async function fetchMailStatus(api: ApiClient): Promise<MailStatus> {
  return responseSchema.parse(await api.get('mail/status').json()).data;
}
