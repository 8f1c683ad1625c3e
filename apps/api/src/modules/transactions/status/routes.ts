import {
  changeTransactionStatusRequestSchema,
  idParamsSchema,
  successEnvelope,
  transactionStatusChangeSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../plugins/auth.ts';
import { authorize } from '../../../policy/authorize.ts';
import { errorResponses, ok } from '../../route-responses.ts';

/** `POST /api/transactions/status/:id`: approve, reject, reopen or refund (admin only). */
export const transactionStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/transactions/status/:id',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['transactions'],
        summary:
          'Change a transaction’s status; approval writes its commission splits, a refund reverses them',
        params: idParamsSchema,
        body: changeTransactionStatusRequestSchema,
        response: {
          200: successEnvelope(transactionStatusChangeSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireActor(request.principal);
      authorize(request.principal, 'commission-status.update', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(
        await app.commissionService.changeStatus(
          user.organizationId,
          request.params.id,
          request.body.transaction_status,
        ),
      );
    },
  );
};
