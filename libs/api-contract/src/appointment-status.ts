import * as z from 'zod/mini';
import { appointmentStatuses } from './sales-lists.ts';

/** Body of `POST /api/appointments/status/:id`: the call's closer, their manager or an admin. */
export const changeAppointmentStatusRequestSchema = z.strictObject({
  appointment_status: z.enum(appointmentStatuses),
});
export type ChangeAppointmentStatusRequest = z.infer<typeof changeAppointmentStatusRequestSchema>;

/** `data` of an appointment status change. */
export const appointmentStatusChangeSchema = z.object({
  appointment_id: z.int(),
  appointment_status: z.enum(appointmentStatuses),
});
export type AppointmentStatusChange = z.infer<typeof appointmentStatusChangeSchema>;
