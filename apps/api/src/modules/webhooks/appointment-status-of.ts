import { sql } from 'drizzle-orm';
import type { AppointmentStatusChange } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { UnmatchedDelivery } from './unmatched-delivery.ts';

type AppointmentStatus = AppointmentStatusChange['appointment_status'];

/** A live call's status, locked for the delivery changing it. */
export async function findAppointmentStatus(
  db: Db,
  organizationId: number,
  appointmentId: number,
): Promise<AppointmentStatus> {
  const [row] = await rowsOf<{ status: AppointmentStatus }>(
    db,
    sql`SELECT appointment_status AS status FROM appointments
      WHERE appointment_id = ${appointmentId} AND organization_id = ${organizationId}
        AND deleted_at IS NULL FOR UPDATE`,
  );
  if (!row) throw new UnmatchedDelivery(`call ${appointmentId} was deleted`);
  return row.status;
}
