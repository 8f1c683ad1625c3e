import { metricsSchema, successEnvelope, type Metrics } from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from './dashboard-subject.ts';

const responseSchema = successEnvelope(metricsSchema);

/**
 * A person's or a product's metrics through `GET /api/metrics/{users|products}/:id`: the range, the
 * previous one (docs/product-rules.md#dates-periods-and-ranges) and the difference, with the
 * formula of every ratio.
 * @param api - the app's API client (on a share page it sends `x-share-token`)
 * @param subject - whose dashboard
 * @param range - the days, both ends inclusive
 * @throws LoadError 'Failed to load Metrics', the API error as its cause
 */
export function fetchMetrics(
  api: ApiClient,
  subject: DashboardSubject,
  range: DayRange,
): Promise<Metrics> {
  return loadOrThrow('Failed to load Metrics', async () => {
    const body = await api
      .get(`metrics/${subject.kind}/${subject.id}`, {
        searchParams: { startDate: range.startDate, endDate: range.endDate },
      })
      .json();
    return responseSchema.parse(body).data;
  });
}
