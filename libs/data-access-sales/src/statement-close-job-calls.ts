import {
  statementCloseJobSchema,
  statementClosePlanSchema,
  statementLatestCloseJobSchema,
  statementsStartSchema,
  successEnvelope,
  type StatementCloseJob,
  type StatementCloseJobRequest,
  type StatementCloseJobResumeRequest,
  type StatementClosePlan,
  type StatementsStart,
  type StatementsStartRequest,
} from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';

const startSchema = successEnvelope(statementsStartSchema);
const planSchema = successEnvelope(statementClosePlanSchema);
const jobSchema = successEnvelope(statementCloseJobSchema);
const latestJobSchema = successEnvelope(statementLatestCloseJobSchema);

/**
 * The month statements start from, and what `month` (else the current one) leaves out,
 * through `GET /api/statements/admin/start-from`.
 * @throws LoadError 'Failed to load the statements start'
 */
export function fetchStatementsStart(api: ApiClient, month?: string): Promise<StatementsStart> {
  return loadOrThrow('Failed to load the statements start', async () => {
    const body = await api
      .get('statements/admin/start-from', {
        searchParams: month === undefined ? {} : { month },
      })
      .json();
    return startSchema.parse(body).data;
  });
}

/**
 * Sets the month statements start from through `PUT /api/statements/admin/start-from`.
 * @throws ApiError with the server's message (409 past the month after the last close)
 */
export async function setStatementsStart(
  api: ApiClient,
  request: StatementsStartRequest,
): Promise<StatementsStart> {
  const body = await api.put('statements/admin/start-from', { json: request }).json();
  return startSchema.parse(body).data;
}

/**
 * What closing every month up to `upTo` would close, through
 * `GET /api/statements/admin/close-plan`.
 * @throws LoadError 'Failed to load what would close'
 */
export function fetchStatementClosePlan(api: ApiClient, upTo: string): Promise<StatementClosePlan> {
  return loadOrThrow('Failed to load what would close', async () => {
    const body = await api
      .get('statements/admin/close-plan', { searchParams: { up_to: upTo } })
      .json();
    return planSchema.parse(body).data;
  });
}

/**
 * The latest close job and its progress, or null, through
 * `GET /api/statements/admin/close-jobs/latest`.
 * @throws LoadError 'Failed to load the closing progress'
 */
export function fetchLatestStatementCloseJob(api: ApiClient): Promise<StatementCloseJob | null> {
  return loadOrThrow('Failed to load the closing progress', async () => {
    const body = await api.get('statements/admin/close-jobs/latest').json();
    return latestJobSchema.parse(body).data;
  });
}

/**
 * Starts closing every month up to one through `POST /api/statements/admin/close-jobs`.
 * @throws ApiError with the server's message (409 when it may not start)
 */
export async function startStatementCloseJob(
  api: ApiClient,
  request: StatementCloseJobRequest,
): Promise<StatementCloseJob> {
  const body = await api.post('statements/admin/close-jobs', { json: request }).json();
  return jobSchema.parse(body).data;
}

/**
 * Resumes a stopped close job through `POST /api/statements/admin/close-jobs/:id/resume`.
 * @throws ApiError with the server's message
 */
export async function resumeStatementCloseJob(
  api: ApiClient,
  jobId: number,
  request: StatementCloseJobResumeRequest,
): Promise<StatementCloseJob> {
  const body = await api
    .post(`statements/admin/close-jobs/${jobId}/resume`, { json: request })
    .json();
  return jobSchema.parse(body).data;
}
