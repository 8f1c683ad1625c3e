import {
  appointmentStatusChangeSchema,
  successEnvelope,
  type AppointmentRow,
  type AppointmentStatusChange,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(appointmentStatusChangeSchema);

/**
 * Records how a call went through `POST /api/appointments/status/:id` (its closer, their manager
 * or an admin).
 * @throws ApiError with the server's message (403 names who may change it)
 */
export async function changeAppointmentStatus(
  api: ApiClient,
  appointmentId: number,
  status: AppointmentRow['appointment_status'],
): Promise<AppointmentStatusChange> {
  const body = await api
    .post(`appointments/status/${appointmentId}`, { json: { appointment_status: status } })
    .json();
  return responseSchema.parse(body).data;
}
