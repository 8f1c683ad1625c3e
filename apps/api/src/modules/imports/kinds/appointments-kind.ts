import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of.ts';
import { boardEvent, organizationEvent } from '../../../realtime/realtime-event.ts';
import type { Work } from '../../../realtime/unit-of-work.ts';
import {
  appointmentRowFrom,
  type AppointmentRecord,
  type AppointmentStatus,
} from '../rows/appointment-row.ts';
import { recordKind } from './record-kind.ts';

type Stored = {
  user_id: number;
  setter_id: number | null;
  product_id: number;
  lead_name: string;
  lead_email: string;
  /** Local `YYYY-MM-DDTHH:MM`: stored as the instant it is in the organization's time zone. */
  call_date: string;
  appointment_status: AppointmentStatus;
};

/** `appointment:changed` about one of the records: every screen refetches on any. */
async function announce(
  { db, emit }: Work,
  organizationId: number,
  appointmentId: number,
  change: 'created' | 'updated' | 'deleted',
) {
  const [call] = await rowsOf<{
    user_id: number;
    setter_id: number | null;
    status: AppointmentStatus;
  }>(
    db,
    sql`SELECT user_id, setter_id, appointment_status AS status FROM appointments
      WHERE appointment_id = ${appointmentId}`,
  );
  if (call) {
    emit(
      organizationEvent(organizationId, 'appointment:changed', {
        organization_id: organizationId,
        appointment_id: appointmentId,
        user_id: Number(call.user_id),
        setter_id: call.setter_id == null ? null : Number(call.setter_id),
        appointment_status: call.status,
        change,
      }),
    );
  }
  emit(boardEvent(organizationId));
}

/**
 * Booked calls (decision 0057): written as the booking route writes them, with the status the
 * file gives; no booking notification goes out for a call of the past brought in from a file.
 */
export const appointmentsKind = recordKind<AppointmentRecord, Stored>({
  recordType: 'appointment',
  noun: 'call',
  table: 'appointments',
  idColumn: 'appointment_id',
  read: appointmentRowFrom,
  stored: (record) => ({
    user_id: record.user_id,
    setter_id: record.setter_id,
    product_id: record.product_id,
    lead_name: record.lead_name,
    lead_email: record.lead_email,
    call_date: record.call_at,
    appointment_status: record.status,
  }),
  columns: {
    user_id: 'int',
    setter_id: 'int',
    product_id: 'int',
    lead_name: 'text',
    lead_email: 'text',
    call_date: 'timestamp',
    appointment_status: 'text',
  },
  columnsOfField: {
    call_date: ['call_date'],
    closer_email: ['user_id'],
    setter_email: ['setter_id'],
    product: ['product_id'],
    lead_name: ['lead_name'],
    lead_email: ['lead_email'],
    status: ['appointment_status'],
  },
  valueSql: { call_date: sql`(x.call_date AT TIME ZONE o.timezone)` },
  tracksChanges: true,
  announce,
});
