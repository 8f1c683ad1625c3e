import {
  statementMonthListSchema,
  statementSchema,
  statementSpanSchema,
  successEnvelope,
  type Statement,
  type StatementMonthList,
  type StatementSpan,
} from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';

const monthsSchema = successEnvelope(statementMonthListSchema);
const statementResponseSchema = successEnvelope(statementSchema);
const spanSchema = successEnvelope(statementSpanSchema);

/**
 * The caller's months of `year` that have a statement, oldest first, through
 * `GET /api/statements?year=`.
 * @throws LoadError 'Failed to load Statements'
 */
export function fetchStatementMonths(api: ApiClient, year: number): Promise<StatementMonthList> {
  return loadOrThrow('Failed to load Statements', async () => {
    const body = await api.get('statements', { searchParams: { year } }).json();
    return monthsSchema.parse(body).data;
  });
}

/**
 * A statement of `month` (`YYYY-MM`), line by line, through `GET /api/statements/month/:month`:
 * the caller's, or with `userId` a person's the caller sees (admins and managers, read-only).
 * @throws LoadError 'Failed to load Statement'
 */
export function fetchStatement(api: ApiClient, month: string, userId?: number): Promise<Statement> {
  return loadOrThrow('Failed to load Statement', async () => {
    const body = await api
      .get(`statements/month/${month}`, {
        searchParams: userId === undefined ? {} : { user_id: userId },
      })
      .json();
    return statementResponseSchema.parse(body).data;
  });
}

/**
 * The caller's first and latest months with a statement line, through
 * `GET /api/statements/span`: where `/statements` opens and where its years start.
 * @throws LoadError 'Failed to load Statements'
 */
export function fetchStatementSpan(api: ApiClient): Promise<StatementSpan> {
  return loadOrThrow('Failed to load Statements', async () => {
    const body = await api.get('statements/span').json();
    return spanSchema.parse(body).data;
  });
}

/**
 * A stored statement of any version (a superseded one too), through `GET /api/statements/:id`.
 * @throws LoadError 'Failed to load Statement'
 */
export function fetchStatementById(api: ApiClient, statementId: number): Promise<Statement> {
  return loadOrThrow('Failed to load Statement', async () => {
    const body = await api.get(`statements/${statementId}`).json();
    return statementResponseSchema.parse(body).data;
  });
}
