import type { AppointmentRow } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import { intOrNull, isoInstant } from '../../db/rows-of.ts';

/**
 * The columns of a call as the API shows it, from `appointments a` joined to `products p`:
 * lists, downloads and a booking's answer read the same.
 */
export const appointmentColumnsSql = sql`a.appointment_id, a.user_id, a.setter_id, a.product_id,
  p.name AS product_name, a.lead_name, a.lead_email, a.call_date, a.appointment_status,
  a.recording_id, a.created_at`;

/** A row of {@link appointmentColumnsSql} from either driver. */
export function toAppointmentRow(row: Record<string, unknown>): AppointmentRow {
  return {
    appointment_id: Number(row['appointment_id']),
    user_id: Number(row['user_id']),
    setter_id: intOrNull(row['setter_id']),
    product_id: Number(row['product_id']),
    product_name: String(row['product_name']),
    lead_name: String(row['lead_name']),
    lead_email: String(row['lead_email']),
    call_date: isoInstant(row['call_date']),
    appointment_status: row['appointment_status'] as AppointmentRow['appointment_status'],
    recording_id: intOrNull(row['recording_id']),
    created_at: isoInstant(row['created_at']),
  };
}
