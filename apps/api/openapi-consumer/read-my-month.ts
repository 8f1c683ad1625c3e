// An example client of another team, written only from /openapi.json: openapi-typescript
// generated `salesdash-api.d.ts` beside it, openapi-fetch sends the requests. The API's
// tests regenerate the types, type-check this file against them and run it.
import createClient from 'openapi-fetch';
import type { components, paths } from './salesdash-api.js';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
type TransactionPage =
  paths['/api/transactions/users/{id}']['get']['responses'][200]['content']['application/json'];
export type Transaction = TransactionPage['data']['transactions'][number];

/** The signed-in person's month: two figures of their dashboard and every deal of it. */
export type MyMonth = {
  name: string;
  totalCash: number;
  commission: number;
  transactions: Transaction[];
};

const failed = (what: string, error: ErrorEnvelope): Error =>
  new Error(`${what}: ${error.code} (${error.message})`);

/**
 * Signs in, reads the person's metrics for `month` and pages through its transactions.
 * @param baseUrl - where the server is reached, e.g. `https://sales.example.org`
 * @param month - the first and last day, `YYYY-MM-DD`
 * @param pageSize - transactions per request (the server allows 1 to 100)
 */
export async function readMyMonth(
  baseUrl: string,
  credentials: { email: string; password: string },
  month: { startDate: string; endDate: string },
  pageSize = 100,
): Promise<MyMonth> {
  const anonymous = createClient<paths>({ baseUrl });
  const login = await anonymous.POST('/api/auth/login', { body: credentials });
  if (login.error) throw failed('sign-in', login.error);
  const me = login.data.data;

  const api = createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${me.access_token}` },
  });
  const metrics = await api.GET('/api/metrics/users/{id}', {
    params: { path: { id: me.user_id }, query: month },
  });
  if (metrics.error) throw failed('metrics', metrics.error);

  const transactions: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await api.GET('/api/transactions/users/{id}', {
      params: { path: { id: me.user_id }, query: { ...month, page, limit: pageSize } },
    });
    if (error) throw failed(`transactions page ${page}`, error);
    transactions.push(...data.data.transactions);
    if (!data.data.pagination.hasNextPage) break;
  }

  const { totalCash, commission } = metrics.data.data.current;
  return { name: me.display_name, totalCash, commission, transactions };
}
