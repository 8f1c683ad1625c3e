import {
  appointmentRowSchema,
  appointmentStatusChangeSchema,
  bookAppointmentRequestSchema,
  changeAppointmentStatusRequestSchema,
  deletedAppointmentSchema,
  idParamsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireActor } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findAppointmentResource, pairingLoader } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * `POST /api/appointments/status/:id`: the call's closer, their manager or an admin records how
 * it went (taken, no-show, cancelled, rescheduled, or back to scheduled). Every status may
 * follow every other: a call marked by mistake is corrected the same way.
 * `POST /api/appointments`: book a call as its closer or setter, for one's team, or as an admin.
 * `POST /api/appointments/decline/:id`: the setter named on a call declines it.
 * `DELETE /api/appointments/:id`: an admin deletes a call (soft: kept for the record).
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/appointments/status/:id',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['appointments'],
        summary: 'Change a call’s status (its closer, their manager or an admin)',
        params: idParamsSchema,
        body: changeAppointmentStatusRequestSchema,
        response: {
          200: successEnvelope(appointmentStatusChangeSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireActor(request.principal);
      const { id } = request.params;
      await authorizeRecord(
        app.db.db,
        request.principal,
        'appointment.update-status',
        id,
        findAppointmentResource,
      );
      return ok(
        await app.appointmentService.changeStatus(
          user.organizationId,
          id,
          request.body.appointment_status,
        ),
      );
    },
  );

  app.post(
    '/api/appointments',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['appointments'],
        summary:
          'Book a call with a lead as its closer or its setter, for one’s team, or as an admin; the other person named is notified',
        body: bookAppointmentRequestSchema,
        response: {
          201: successEnvelope(appointmentRowSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireActor(request.principal);
      await authorizeRecord(
        app.db.db,
        request.principal,
        'appointment.book',
        request.body.user_id,
        pairingLoader(request.body.setter_id ?? null),
      );
      const call = await app.appointmentService.book(
        user.organizationId,
        request.body,
        user.userId,
      );
      return reply.code(201).send(ok(call));
    },
  );

  app.post(
    '/api/appointments/decline/:id',
    {
      schema: {
        tags: ['appointments'],
        summary:
          'Decline a call one is named on as its setter ("not my call"): it keeps its closer and leaves the setter’s figures',
        params: idParamsSchema,
        response: {
          200: successEnvelope(appointmentRowSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { id } = request.params;
      await authorizeRecord(app.db.db, user, 'appointment.decline', id, findAppointmentResource);
      return ok(await app.appointmentService.decline(user.organizationId, id, user.userId));
    },
  );

  app.delete(
    '/api/appointments/:id',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['appointments'],
        summary:
          'Delete a call (admin; kept for the record, out of every list, figure and the leaderboard)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(deletedAppointmentSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireActor(request.principal);
      const { id } = request.params;
      await authorizeRecord(
        app.db.db,
        request.principal,
        'appointment.delete',
        id,
        findAppointmentResource,
      );
      return ok(await app.appointmentService.remove(user.organizationId, id, user.userId));
    },
  );
};
