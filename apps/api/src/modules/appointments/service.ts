import type {
  AppointmentRow,
  AppointmentStatusChange,
  BookAppointmentRequest,
} from '@salesdash/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../plugins/api-error.ts';
import { boardEvent, organizationEvent } from '../../realtime/realtime-event.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';
import { callBooked } from '../notifications/notification-texts.ts';
import type { NotificationService } from '../notifications/service.ts';
import { appointmentColumnsSql, toAppointmentRow } from '../sales-lists/appointment-columns.ts';
import { rowsOf } from '../sales-lists/list-queries.ts';
import { assertDealReferences } from '../transactions/deal-checks.ts';

type AppointmentFacts = Pick<
  AppointmentRow,
  'appointment_id' | 'user_id' | 'setter_id' | 'appointment_status'
>;

/** `appointment:changed` for the organization, about a call as it now stands. */
function announce(
  emit: Work['emit'],
  organizationId: number,
  call: AppointmentFacts,
  change: 'created' | 'status',
): void {
  emit(
    organizationEvent(organizationId, 'appointment:changed', {
      organization_id: organizationId,
      appointment_id: call.appointment_id,
      user_id: call.user_id,
      setter_id: call.setter_id,
      appointment_status: call.appointment_status,
      change,
    }),
  );
}

/** The call `appointmentId` of the organization as the tables show it. */
async function findAppointmentRow(
  db: Db,
  organizationId: number,
  appointmentId: number,
): Promise<AppointmentRow> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${appointmentColumnsSql}
      FROM appointments a JOIN products p ON p.product_id = a.product_id
      WHERE a.appointment_id = ${appointmentId} AND a.organization_id = ${organizationId}`,
  );
  if (!row) throw notFound();
  return toAppointmentRow(row);
}

/**
 * Sets how a call went (already authorized). Announces `appointment:changed` and, since calls
 * taken and show rates are board categories, `leaderboard:changed` once committed.
 * @throws ApiError 404 when the call is not the organization's
 */
export async function changeAppointmentStatus(
  unitOfWork: UnitOfWork,
  organizationId: number,
  appointmentId: number,
  status: AppointmentStatusChange['appointment_status'],
): Promise<AppointmentStatusChange> {
  return unitOfWork.run(async ({ db, emit }) => {
    const [row] = await db
      .update(appointments)
      .set({ appointmentStatus: status, updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.appointmentId, appointmentId),
          eq(appointments.organizationId, organizationId),
        ),
      )
      .returning({
        appointment_id: appointments.appointmentId,
        user_id: appointments.userId,
        setter_id: appointments.setterId,
        appointment_status: appointments.appointmentStatus,
      });
    if (!row) throw notFound();
    announce(emit, organizationId, row, 'status');
    emit(boardEvent(organizationId));
    return { appointment_id: row.appointment_id, appointment_status: row.appointment_status };
  });
}

/**
 * Books a call, `scheduled`, for a closer (already authorized): the product, closer and setter
 * must be active in the organization, the setter someone else than the closer. The closer is
 * notified unless they booked it themselves; `appointment:changed` is announced once committed.
 * @throws ApiError 400 naming the field that does not fit
 */
export async function bookAppointment(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  booking: BookAppointmentRequest,
  bookedBy: number,
): Promise<AppointmentRow> {
  const setterId = booking.setter_id ?? null;
  if (setterId === booking.user_id) {
    throw fieldError('setter_id', 'must be someone other than the closer');
  }
  return unitOfWork.run(async (work) => {
    const { db, emit } = work;
    await assertDealReferences(db, organizationId, {
      product_id: booking.product_id,
      user_id: booking.user_id,
      setter_id: setterId,
    });
    const [created] = await db
      .insert(appointments)
      .values({
        organizationId,
        userId: booking.user_id,
        setterId,
        productId: booking.product_id,
        leadName: booking.lead_name,
        leadEmail: booking.lead_email ?? '',
        callDate: new Date(booking.call_date),
      })
      .returning({ id: appointments.appointmentId });
    if (!created) throw new Error('the insert returned no appointment');
    const call = await findAppointmentRow(db, organizationId, created.id);
    announce(emit, organizationId, call, 'created');
    if (bookedBy !== call.user_id) {
      const [local] = await rowsOf<{ day: string; time: string }>(
        db,
        sql`SELECT to_char(${call.call_date}::timestamptz AT TIME ZONE o.timezone, 'YYYY-MM-DD') AS day,
            to_char(${call.call_date}::timestamptz AT TIME ZONE o.timezone, 'YYYY-MM-DD HH24:MI')
            || ' (' || o.timezone || ')' AS time
          FROM organizations o WHERE o.organization_id = ${organizationId}`,
      );
      await notifications.notify(
        work,
        callBooked(
          { organizationId, userId: call.user_id },
          {
            leadName: call.lead_name,
            localDay: local?.day ?? call.call_date.slice(0, 10),
            localTime: local?.time ?? call.call_date,
            productName: call.product_name,
          },
        ),
      );
    }
    return call;
  });
}
