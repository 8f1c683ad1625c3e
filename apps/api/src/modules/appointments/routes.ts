import {
  appointmentRowSchema,
  appointmentStatusChangeSchema,
  bookAppointmentRequestSchema,
  changeAppointmentStatusRequestSchema,
  idParamsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { bookingLoader, findAppointmentResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { bookAppointment, changeAppointmentStatus } from './service.ts';

/**
 * `POST /api/appointments/status/:id`: the call's closer, their manager or an admin records how
 * it went (taken, no-show, cancelled, rescheduled, or back to scheduled). Every status may
 * follow every other: a call marked by mistake is corrected the same way.
 * `POST /api/appointments`: book a call for a closer one sees, or as its setter.
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/appointments/status/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Change a call’s status (its closer, their manager or an admin)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: changeAppointmentStatusRequestSchema,
        response: {
          200: successEnvelope(appointmentStatusChangeSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { id } = request.params;
      await authorizeRecord(
        app.db.db,
        user,
        'appointment.update-status',
        id,
        findAppointmentResource,
      );
      return ok(
        await changeAppointmentStatus(
          app.unitOfWork,
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
      schema: {
        tags: ['appointments'],
        summary:
          'Book a call with a lead for a closer (oneself, one’s team, anyone for admins, or any closer as the call’s setter)',
        security: [{ bearerAuth: [] }],
        body: bookAppointmentRequestSchema,
        response: {
          201: successEnvelope(appointmentRowSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      await authorizeRecord(
        app.db.db,
        user,
        'appointment.book',
        request.body.user_id,
        bookingLoader(request.body.setter_id ?? null),
      );
      const call = await bookAppointment(
        app.unitOfWork,
        app.notificationService,
        user.organizationId,
        request.body,
        user.userId,
      );
      return reply.code(201).send(ok(call));
    },
  );
};
