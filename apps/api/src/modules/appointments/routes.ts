import {
  appointmentStatusChangeSchema,
  changeAppointmentStatusRequestSchema,
  idParamsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointments } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/api-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findAppointmentResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * `POST /api/appointments/status/:id`: the call's closer, their manager or an admin records how
 * it went (taken, no-show, cancelled, rescheduled, or back to scheduled). Every status may
 * follow every other: a call marked by mistake is corrected the same way.
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
      const [row] = await app.db.db
        .update(appointments)
        .set({ appointmentStatus: request.body.appointment_status, updatedAt: sql`now()` })
        .where(
          and(
            eq(appointments.appointmentId, id),
            eq(appointments.organizationId, user.organizationId),
          ),
        )
        .returning({
          appointment_id: appointments.appointmentId,
          appointment_status: appointments.appointmentStatus,
        });
      if (!row) throw notFound();
      return ok(row);
    },
  );
};
