import {
  statementAdminMonthSchema,
  statementCloseResultSchema,
  statementDisputeListSchema,
  statementDisputeSchema,
  statementReopenResultSchema,
  successEnvelope,
  type CreateStatementDisputeRequest,
  type ResolveStatementDisputeRequest,
  type StatementAdminMonth,
  type StatementCloseRequest,
  type StatementCloseResult,
  type StatementDispute,
  type StatementDisputeList,
  type StatementReopenRequest,
  type StatementReopenResult,
} from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';

const adminMonthSchema = successEnvelope(statementAdminMonthSchema);
const disputeListSchema = successEnvelope(statementDisputeListSchema);
const disputeSchema = successEnvelope(statementDisputeSchema);
const closeResultSchema = successEnvelope(statementCloseResultSchema);
const reopenResultSchema = successEnvelope(statementReopenResultSchema);

/**
 * A month of the organization person by person, through `GET /api/statements/admin?month=`
 * (a manager gets their team, read-only).
 * @throws LoadError 'Failed to load the month'
 */
export function fetchStatementAdminMonth(
  api: ApiClient,
  month: string,
): Promise<StatementAdminMonth> {
  return loadOrThrow('Failed to load the month', async () => {
    const body = await api.get('statements/admin', { searchParams: { month } }).json();
    return adminMonthSchema.parse(body).data;
  });
}

/**
 * The disputes of a status (and a month), newest first, through
 * `GET /api/statements/admin/disputes`.
 * @throws LoadError 'Failed to load the disputes'
 */
export function fetchStatementDisputes(
  api: ApiClient,
  status: 'open' | 'resolved' | 'all',
  month?: string,
): Promise<StatementDisputeList> {
  return loadOrThrow('Failed to load the disputes', async () => {
    const body = await api
      .get('statements/admin/disputes', {
        searchParams: month === undefined ? { status } : { status, month },
      })
      .json();
    return disputeListSchema.parse(body).data;
  });
}

/**
 * Flags a line of the caller's statement through
 * `POST /api/statements/month/:month/lines/:key/disputes`.
 * @throws ApiError with the server's message (400 names the field)
 */
export async function createStatementDispute(
  api: ApiClient,
  month: string,
  lineKey: string,
  request: CreateStatementDisputeRequest,
): Promise<StatementDispute> {
  const body = await api
    .post(`statements/month/${month}/lines/${encodeURIComponent(lineKey)}/disputes`, {
      json: request,
    })
    .json();
  return disputeSchema.parse(body).data;
}

/**
 * Accepts or rejects a dispute through `POST /api/statements/admin/disputes/:id/resolve`.
 * @throws ApiError with the server's message
 */
export async function resolveStatementDispute(
  api: ApiClient,
  disputeId: number,
  request: ResolveStatementDisputeRequest,
): Promise<StatementDispute> {
  const body = await api
    .post(`statements/admin/disputes/${disputeId}/resolve`, { json: request })
    .json();
  return disputeSchema.parse(body).data;
}

/**
 * Closes a month through `POST /api/statements/admin/close`.
 * @throws ApiError 409 with the server's message while disputes are open and not confirmed
 */
export async function closeStatementMonth(
  api: ApiClient,
  request: StatementCloseRequest,
): Promise<StatementCloseResult> {
  const body = await api.post('statements/admin/close', { json: request }).json();
  return closeResultSchema.parse(body).data;
}

/**
 * Reopens the latest closed month through `POST /api/statements/admin/reopen`.
 * @throws ApiError with the server's message
 */
export async function reopenStatementMonth(
  api: ApiClient,
  request: StatementReopenRequest,
): Promise<StatementReopenResult> {
  const body = await api.post('statements/admin/reopen', { json: request }).json();
  return reopenResultSchema.parse(body).data;
}
