import type {
  AssignCommissionRequest,
  CommissionSummary,
  RateChangePreview,
} from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { assignRate } from './assign-rate.ts';
import { paySummary } from './pay-summary.ts';
import { previewRateChange } from './rate-change-preview.ts';

export type PayService = {
  /**
   * One person's pay: the rates in force today, their dated history and the commission still
   * waiting for approval. @throws ApiError 404 when the person is not the organization's
   */
  summary(organizationId: number, userId: number): Promise<CommissionSummary>;
  /**
   * Pays a person as a role and rate from a date on (already authorized); paid splits never
   * change. @throws ApiError 400 naming `role_id` or `product_id` when not the organization's
   */
  assign(organizationId: number, assignment: AssignCommissionRequest): Promise<void>;
  /** What `assign` would do to the person's pending deals, saving nothing. */
  previewAssign(
    organizationId: number,
    assignment: AssignCommissionRequest,
  ): Promise<RateChangePreview>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    payService: PayService;
  }
}

/** Creates the pay service: who is paid what, as the commission screens show and set it. */
export function createPayService(database: Database): PayService {
  const { db } = database;
  return {
    summary: (organizationId, userId) => paySummary(db, organizationId, userId),
    assign: (organizationId, assignment) => assignRate(db, organizationId, assignment),
    previewAssign: (organizationId, assignment) =>
      previewRateChange(db, organizationId, assignment),
  };
}

/** Decorates `payService`. */
export const payServicePlugin = fp(
  async (app) => {
    app.decorate('payService', createPayService(app.db));
  },
  { name: 'pay-service', dependencies: ['db'] },
);
