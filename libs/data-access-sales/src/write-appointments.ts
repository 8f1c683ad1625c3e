import {
  appointmentRowSchema,
  deletedAppointmentSchema,
  successEnvelope,
  type AppointmentRow,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const rowResponse = successEnvelope(appointmentRowSchema);
const deletedResponse = successEnvelope(deletedAppointmentSchema);

/**
 * The signed-in setter declines a call they are named on ("not my call") through
 * `POST /api/appointments/decline/:id`: the call keeps its closer and leaves the setter's figures.
 * @throws ApiError with the server's message (403 when the caller is not the call's setter)
 */
export async function declineAppointment(
  api: ApiClient,
  appointmentId: number,
): Promise<AppointmentRow> {
  return rowResponse.parse(await api.post(`appointments/decline/${appointmentId}`).json()).data;
}

/**
 * An admin deletes a call through `DELETE /api/appointments/:id`: it leaves every list and
 * figure (kept on the server for the record).
 * @throws ApiError with the server's message (403 for anyone but an admin)
 */
export async function deleteAppointment(api: ApiClient, appointmentId: number): Promise<void> {
  deletedResponse.parse(await api.delete(`appointments/${appointmentId}`).json());
}
