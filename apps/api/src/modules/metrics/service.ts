import type { CommissionHistory, Metrics } from '@salesdash/api-contract';
import type { DateRange } from '@salesdash/util-period';
import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { organizationTimezone } from '../../domain/organization-timezone.ts';
import {
  cheaperPeople,
  commissionHistory,
  historyMonthsUpTo,
  metricExplain,
  metricsScopeOf,
  type ScopeSubject,
  comparedRanges,
  comparedValues,
  scopeFilter,
  rangeTotals,
} from '../../domain/metrics/index.ts';

export type MetricsService = {
  /**
   * The metrics of `subject` as `viewer` may see it, for `range` and the range before it
   * (previous-period rule), in the organization's timezone. Access is the caller's to check.
   */
  metrics(viewer: UserPrincipal, subject: ScopeSubject, range: DateRange): Promise<Metrics>;
  /** Commission per month of `subject` as `viewer` sees it: the last 12 months up to now. */
  history(viewer: UserPrincipal, subject: ScopeSubject): Promise<CommissionHistory>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    metricsService: MetricsService;
  }
}

/** Creates the metrics service. */
export function createMetricsService(database: Database): MetricsService {
  const { db } = database;

  return {
    async metrics(viewer, subject, range) {
      const [compared, scope] = await Promise.all([
        comparedRanges(db, viewer.organizationId, range),
        cheaperPeople(db, metricsScopeOf(viewer, subject)),
      ]);
      const totals = await rangeTotals(db, scopeFilter(scope), compared.bounds);
      return {
        ...comparedValues(totals, compared.days),
        explain: metricExplain(totals.current, compared.days.current),
        range: compared.range,
      };
    },

    async history(viewer, subject) {
      const timezone = await organizationTimezone(db, viewer.organizationId);
      return commissionHistory(
        db,
        scopeFilter(metricsScopeOf(viewer, subject)),
        historyMonthsUpTo(DateTime.now(), timezone),
      );
    },
  };
}

/** Decorates `metricsService`. */
export const metricsServicePlugin = fp(
  async (app) => {
    app.decorate('metricsService', createMetricsService(app.db));
  },
  { name: 'metrics-service', dependencies: ['db'] },
);
