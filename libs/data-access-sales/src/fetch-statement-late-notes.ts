import { statementLateNotesSchema, successEnvelope } from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';

// Its own file with its own small schema: the dashboard's first screen asks it, and must not
// bring in the whole statement's schema.
const notesSchema = successEnvelope(statementLateNotesSchema);

/**
 * Why the statement of `month` differs from the month's dashboard through late lines, in
 * sentences, through `GET /api/statements/month/:month/late-notes`: the caller's, or `userId`'s.
 * @throws LoadError 'Failed to load Statement notes'
 */
export function fetchStatementLateNotes(
  api: ApiClient,
  month: string,
  userId?: number,
): Promise<string[]> {
  return loadOrThrow('Failed to load Statement notes', async () => {
    const body = await api
      .get(`statements/month/${month}/late-notes`, {
        searchParams: userId === undefined ? {} : { user_id: userId },
      })
      .json();
    return notesSchema.parse(body).data.notes;
  });
}
