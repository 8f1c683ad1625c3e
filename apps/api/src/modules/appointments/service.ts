import type {
  AppointmentChanged,
  AppointmentRow,
  AppointmentStatusChange,
  BookAppointmentRequest,
  DeletedAppointment,
} from '@salesdash/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { appointments } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors/api-error.ts';
import { boardEvent, organizationEvent } from '../../realtime/realtime-event.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';
import { callBooked, callDeclined, callNamesSetter } from '../notifications/notification-texts.ts';
import type { NotificationService } from '../notifications/service.ts';
import { appointmentColumnsSql, toAppointmentRow } from '../sales-lists/appointment-columns.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { displayNameSql } from '../../domain/display-name-sql.ts';
import { assertDealReferences } from '../transactions/deal-checks.ts';

type AppointmentFacts = Pick<
  AppointmentRow,
  'appointment_id' | 'user_id' | 'setter_id' | 'appointment_status'
>;

/** What a write answers of the call it changed: enough to announce it. */
const callFacts = {
  appointment_id: appointments.appointmentId,
  user_id: appointments.userId,
  setter_id: appointments.setterId,
  appointment_status: appointments.appointmentStatus,
};

/** The call `appointmentId` of the organization, unless deleted. */
const liveCall = (organizationId: number, appointmentId: number) =>
  and(
    eq(appointments.appointmentId, appointmentId),
    eq(appointments.organizationId, organizationId),
    isNull(appointments.deletedAt),
  );

/** `appointment:changed` for the organization, about a call as it now stands. */
function announce(
  emit: Work['emit'],
  organizationId: number,
  call: AppointmentFacts,
  change: AppointmentChanged['change'],
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
      WHERE a.appointment_id = ${appointmentId} AND a.organization_id = ${organizationId}
        AND a.deleted_at IS NULL`,
  );
  if (!row) throw notFound();
  return toAppointmentRow(row);
}

/**
 * Sets how a call went (already authorized). Announces `appointment:changed` and, since calls
 * taken and show rates are board categories, `leaderboard:changed` once committed.
 * @throws ApiError 404 when the call is not the organization's
 */
async function changeAppointmentStatus(
  unitOfWork: UnitOfWork,
  organizationId: number,
  appointmentId: number,
  status: AppointmentStatusChange['appointment_status'],
): Promise<AppointmentStatusChange> {
  return unitOfWork.run((work) =>
    changeAppointmentStatusIn(work, organizationId, appointmentId, status),
  );
}

/** `changeAppointmentStatus` inside the caller's unit of work. */
async function changeAppointmentStatusIn(
  { db, emit }: Work,
  organizationId: number,
  appointmentId: number,
  status: AppointmentStatusChange['appointment_status'],
): Promise<AppointmentStatusChange> {
  const before = await findAppointmentRow(db, organizationId, appointmentId);
  const [row] = await db
    .update(appointments)
    .set({ appointmentStatus: status, updatedAt: sql`now()` })
    .where(liveCall(organizationId, appointmentId))
    .returning(callFacts);
  if (!row) throw notFound();
  await recordAudit(db, {
    organizationId,
    action: 'appointment.status_changed',
    entityType: 'appointment',
    entityId: appointmentId,
    before,
    after: { ...before, appointment_status: row.appointment_status },
  });
  announce(emit, organizationId, row, 'status');
  emit(boardEvent(organizationId));
  return { appointment_id: row.appointment_id, appointment_status: row.appointment_status };
}

/** A call's time as its organization reads it, and a person's shown name, for notifications. */
async function callContext(
  db: Db,
  organizationId: number,
  callDate: string,
  personId: number,
): Promise<{ localDay: string; localTime: string; name: string }> {
  const [row] = await rowsOf<{ day: string; time: string; name: string }>(
    db,
    sql`SELECT to_char(${callDate}::timestamptz AT TIME ZONE o.timezone, 'YYYY-MM-DD') AS day,
        to_char(${callDate}::timestamptz AT TIME ZONE o.timezone, 'YYYY-MM-DD HH24:MI')
        || ' (' || o.timezone || ')' AS time,
        ${displayNameSql(sql`u`)} AS name
      FROM organizations o JOIN users u ON u.organization_id = o.organization_id
      WHERE o.organization_id = ${organizationId} AND u.user_id = ${personId}`,
  );
  if (!row) throw new Error('the call context returned no row');
  return { localDay: row.day, localTime: row.time, name: row.name };
}

/**
 * Books a call, `scheduled`, for a closer (already authorized: the caller is one of its two
 * people, their manager or an admin): the product, closer and setter must be active in the
 * organization, the setter someone else than the closer. Each of the two people is notified
 * unless they booked it themselves, so nobody is put into someone's show rate unseen;
 * `appointment:changed` is announced once committed.
 * @throws ApiError 400 naming the field that does not fit
 */
async function bookAppointment(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  booking: BookAppointmentRequest,
  bookedBy: number,
): Promise<AppointmentRow> {
  return unitOfWork.run((work) =>
    bookAppointmentIn(work, notifications, organizationId, booking, bookedBy),
  );
}

/**
 * `bookAppointment` inside the caller's unit of work; `bookedBy` null for a system (a webhook),
 * when both people are told.
 */
async function bookAppointmentIn(
  work: Work,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  booking: BookAppointmentRequest,
  bookedBy: number | null,
): Promise<AppointmentRow> {
  const setterId = booking.setter_id ?? null;
  if (setterId === booking.user_id) {
    throw fieldError('setter_id', 'must be someone other than the closer');
  }
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
  await recordAudit(db, {
    organizationId,
    action: 'appointment.booked',
    entityType: 'appointment',
    entityId: call.appointment_id,
    after: call,
  });
  announce(emit, organizationId, call, 'created');
  const toldOf = [call.user_id, call.setter_id].filter(
    (person): person is number => person !== null && person !== bookedBy,
  );
  if (toldOf.length > 0) {
    const context = await callContext(db, organizationId, call.call_date, bookedBy ?? call.user_id);
    const facts = { ...context, leadName: call.lead_name, productName: call.product_name };
    for (const userId of toldOf) {
      const to = { organizationId, userId };
      await notifications.notify(
        work,
        userId === call.user_id ? callBooked(to, facts) : callNamesSetter(to, facts, context.name),
      );
    }
  }
  return call;
}

/**
 * The setter named on a call declines it (already authorized as that setter): the call keeps its
 * closer and loses its setter, so it leaves the setter's figures; the closer is told, and
 * `appointment:changed` and `leaderboard:changed` are announced once committed.
 * @throws ApiError 404 when the call is gone or no longer names this setter
 */
async function declineAppointment(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  appointmentId: number,
  setterId: number,
): Promise<AppointmentRow> {
  return unitOfWork.run(async (work) => {
    const { db, emit } = work;
    const before = await findAppointmentRow(db, organizationId, appointmentId);
    // The setter in the WHERE: a decline racing another change of setter finds no row.
    const [row] = await db
      .update(appointments)
      .set({ setterId: null, updatedAt: sql`now()` })
      .where(and(liveCall(organizationId, appointmentId), eq(appointments.setterId, setterId)))
      .returning({ id: appointments.appointmentId });
    if (!row) throw notFound();
    const call = await findAppointmentRow(db, organizationId, appointmentId);
    await recordAudit(db, {
      organizationId,
      action: 'appointment.declined',
      entityType: 'appointment',
      entityId: appointmentId,
      before,
      after: call,
    });
    announce(emit, organizationId, call, 'updated');
    emit(boardEvent(organizationId));
    if (call.user_id !== setterId) {
      const context = await callContext(db, organizationId, call.call_date, setterId);
      await notifications.notify(
        work,
        callDeclined(
          { organizationId, userId: call.user_id },
          { ...context, leadName: call.lead_name },
          context.name,
        ),
      );
    }
    return call;
  });
}

/**
 * Deletes a call (already authorized: admins): it stays in the table with who deleted it and
 * when, and leaves every list, figure and rollup (migration 0015). `appointment:changed` and
 * `leaderboard:changed` are announced once committed.
 * @throws ApiError 404 when there is no such live call
 */
async function deleteAppointment(
  unitOfWork: UnitOfWork,
  organizationId: number,
  appointmentId: number,
  deletedBy: number,
): Promise<DeletedAppointment> {
  return unitOfWork.run(async ({ db, emit }) => {
    const before = await findAppointmentRow(db, organizationId, appointmentId);
    const [row] = await db
      .update(appointments)
      .set({ deletedAt: sql`now()`, deletedBy })
      .where(liveCall(organizationId, appointmentId))
      .returning(callFacts);
    if (!row) throw notFound();
    await recordAudit(db, {
      organizationId,
      action: 'appointment.deleted',
      entityType: 'appointment',
      entityId: appointmentId,
      before,
    });
    announce(emit, organizationId, row, 'deleted');
    emit(boardEvent(organizationId));
    return { appointment_id: row.appointment_id };
  });
}

export type AppointmentService = {
  /** Records how a call went (any status may follow any other); announced once committed. */
  changeStatus(
    organizationId: number,
    appointmentId: number,
    status: AppointmentStatusChange['appointment_status'],
  ): Promise<AppointmentStatusChange>;
  /** Books a call (already authorized) and tells whoever it names. */
  book(
    organizationId: number,
    booking: BookAppointmentRequest,
    bookedBy: number,
  ): Promise<AppointmentRow>;
  /** The setter named on a call declines it. */
  decline(organizationId: number, appointmentId: number, setterId: number): Promise<AppointmentRow>;
  /** Soft delete, kept for the record. */
  remove(
    organizationId: number,
    appointmentId: number,
    deletedBy: number,
  ): Promise<DeletedAppointment>;
  /** `changeStatus` inside the caller's unit of work (a webhook delivery and its outcome). */
  changeStatusIn(
    work: Work,
    organizationId: number,
    appointmentId: number,
    status: AppointmentStatusChange['appointment_status'],
  ): Promise<AppointmentStatusChange>;
  /** `book` inside the caller's unit of work; `bookedBy` is null for a webhook. */
  bookIn(
    work: Work,
    organizationId: number,
    booking: BookAppointmentRequest,
    bookedBy: number | null,
  ): Promise<AppointmentRow>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    appointmentService: AppointmentService;
  }
}

/** Creates the appointment service: every method writes, in a unit of work. */
export function createAppointmentService(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
): AppointmentService {
  return {
    changeStatus: (organizationId, appointmentId, status) =>
      changeAppointmentStatus(unitOfWork, organizationId, appointmentId, status),
    book: (organizationId, booking, bookedBy) =>
      bookAppointment(unitOfWork, notifications, organizationId, booking, bookedBy),
    decline: (organizationId, appointmentId, setterId) =>
      declineAppointment(unitOfWork, notifications, organizationId, appointmentId, setterId),
    remove: (organizationId, appointmentId, deletedBy) =>
      deleteAppointment(unitOfWork, organizationId, appointmentId, deletedBy),
    changeStatusIn: changeAppointmentStatusIn,
    bookIn: (work, organizationId, booking, bookedBy) =>
      bookAppointmentIn(work, notifications, organizationId, booking, bookedBy),
  };
}

/** Decorates `appointmentService`. */
export const appointmentServicePlugin = fp(
  async (app) => {
    app.decorate(
      'appointmentService',
      createAppointmentService(app.unitOfWork, app.notificationService),
    );
  },
  { name: 'appointment-service', dependencies: ['db', 'realtime', 'notification-service'] },
);
