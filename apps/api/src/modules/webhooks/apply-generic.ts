import { toCents, webhookEventSchema, type WebhookEvent } from '@salesdash/api-contract';
import { fieldError } from '../../errors/api-error.ts';
import type { Work } from '../../realtime/unit-of-work.ts';
import type { AppointmentService } from '../appointments/service.ts';
import type { OutboundRecordService } from '../outbound-records/service.ts';
import type { TransactionService } from '../transactions/service.ts';
import type { CommissionService } from '../transactions/status/service.ts';
import { findAppointmentStatus } from './appointment-status-of.ts';
import { findExternal, personByEmail, productByName, rememberExternal } from './record-matching.ts';
import { UnmatchedDelivery, type DeliveryOutcome } from './unmatched-delivery.ts';

/** The services a delivery applies through: the same the app's routes call. */
export type ApplyServices = {
  commission: Pick<CommissionService, 'changeStatusIn'>;
  transactions: Pick<TransactionService, 'createIn' | 'updateIn' | 'findIn'>;
  appointments: Pick<AppointmentService, 'changeStatusIn' | 'bookIn'>;
  outboundRecords: Pick<OutboundRecordService, 'logIn'>;
};

const applied = (
  recordType: DeliveryOutcome['recordType'],
  recordId: number,
  reason: string | null = null,
): DeliveryOutcome => ({ status: 'applied', reason, recordType, recordId });

const duplicate = (
  recordType: DeliveryOutcome['recordType'],
  recordId: number,
  reason: string,
): DeliveryOutcome => ({ status: 'duplicate', reason, recordType, recordId });

/**
 * Parses a generic event's body.
 * @throws ApiError 400 naming the first field at fault (the delivery is rejected with it)
 */
export function parseGenericEvent(body: unknown): WebhookEvent {
  const parsed = webhookEventSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw fieldError(issue?.path.join('.') || 'body', issue?.message ?? 'is not a known event');
}

/** Applies one generic event inside `work`, through the services the app's routes use. */
export async function applyGenericEvent(
  work: Work,
  services: ApplyServices,
  organizationId: number,
  event: WebhookEvent,
): Promise<DeliveryOutcome> {
  const { db } = work;
  switch (event.type) {
    case 'transaction.upserted': {
      const data = event.data;
      const userId = await personByEmail(db, organizationId, data.closer_email);
      const setterId = data.setter_email
        ? await personByEmail(db, organizationId, data.setter_email)
        : null;
      const productId = await productByName(db, organizationId, data.product);
      const deal = {
        user_id: userId,
        setter_id: setterId,
        product_id: productId,
        customer_name: data.customer_name,
        customer_email: data.customer_email ?? '',
        amount: data.amount,
        transaction_type: data.transaction_type,
        transaction_date: data.transaction_date,
        notes: data.notes ?? '',
        // As a create does: a new deal without a value was paid in full.
        ...(data.transaction_type === 'new'
          ? { contract_value: data.contract_value ?? data.amount }
          : {}),
      };
      const known = await findExternal(db, organizationId, 'transaction', data.external_id);
      if (known === null) {
        const created = await services.transactions.createIn(work, organizationId, {
          ...deal,
          created_by: null,
        });
        await rememberExternal(
          db,
          organizationId,
          'transaction',
          data.external_id,
          created.transaction_id,
        );
        if (data.transaction_status === 'approved') {
          await services.commission.changeStatusIn(
            work,
            organizationId,
            created.transaction_id,
            'approved',
          );
        }
        return applied('transaction', created.transaction_id);
      }
      const current = await services.transactions.findIn(work, organizationId, known);
      const settled =
        current.transaction_status === 'approved' || current.transaction_status === 'refunded';
      const same =
        current.user_id === userId &&
        current.product_id === productId &&
        toCents(current.amount) === toCents(data.amount) &&
        current.transaction_date === data.transaction_date &&
        current.transaction_type === data.transaction_type;
      if (settled && same) {
        return duplicate(
          'transaction',
          known,
          `transaction ${known} is already ${current.transaction_status}`,
        );
      }
      // A paid deal refuses changes here as in the app (409: refund it instead).
      await services.transactions.updateIn(work, organizationId, known, deal);
      if (data.transaction_status === 'approved' && current.transaction_status === 'pending') {
        await services.commission.changeStatusIn(work, organizationId, known, 'approved');
      }
      return applied('transaction', known, 'updated');
    }
    case 'transaction.refunded': {
      const known = await findExternal(db, organizationId, 'transaction', event.data.external_id);
      if (known === null) {
        throw new UnmatchedDelivery(
          `no transaction with the external id ${event.data.external_id}`,
        );
      }
      const current = await services.transactions.findIn(work, organizationId, known);
      if (current.transaction_status === 'refunded') {
        return duplicate('transaction', known, `transaction ${known} is already refunded`);
      }
      await services.commission.changeStatusIn(work, organizationId, known, 'refunded');
      return applied('transaction', known);
    }
    case 'appointment.upserted': {
      const data = event.data;
      const known = await findExternal(db, organizationId, 'appointment', data.external_id);
      if (known !== null) {
        const status = await findAppointmentStatus(db, organizationId, known);
        if (data.appointment_status === undefined || data.appointment_status === status) {
          return duplicate('appointment', known, `call ${known} is already recorded`);
        }
        await services.appointments.changeStatusIn(
          work,
          organizationId,
          known,
          data.appointment_status,
        );
        return applied('appointment', known, 'status changed');
      }
      const userId = await personByEmail(db, organizationId, data.closer_email);
      const setterId = data.setter_email
        ? await personByEmail(db, organizationId, data.setter_email)
        : null;
      const productId = await productByName(db, organizationId, data.product);
      const call = await services.appointments.bookIn(
        work,
        organizationId,
        {
          user_id: userId,
          setter_id: setterId,
          product_id: productId,
          lead_name: data.lead_name,
          call_date: data.call_date,
          ...(data.lead_email === undefined ? {} : { lead_email: data.lead_email }),
        },
        null,
      );
      await rememberExternal(
        db,
        organizationId,
        'appointment',
        data.external_id,
        call.appointment_id,
      );
      if (data.appointment_status && data.appointment_status !== 'scheduled') {
        await services.appointments.changeStatusIn(
          work,
          organizationId,
          call.appointment_id,
          data.appointment_status,
        );
      }
      return applied('appointment', call.appointment_id);
    }
    case 'appointment.status_changed': {
      const known = await findExternal(db, organizationId, 'appointment', event.data.external_id);
      if (known === null) {
        throw new UnmatchedDelivery(`no call with the external id ${event.data.external_id}`);
      }
      const status = await findAppointmentStatus(db, organizationId, known);
      if (status === event.data.appointment_status) {
        return duplicate('appointment', known, `call ${known} is already ${status}`);
      }
      await services.appointments.changeStatusIn(
        work,
        organizationId,
        known,
        event.data.appointment_status,
      );
      return applied('appointment', known);
    }
    case 'outbound.created': {
      const data = event.data;
      const known = await findExternal(db, organizationId, 'outbound', data.external_id);
      if (known !== null)
        return duplicate('outbound', known, `outbound record ${known} is already recorded`);
      const userId = await personByEmail(db, organizationId, data.user_email);
      const productId = data.product ? await productByName(db, organizationId, data.product) : null;
      const logged = await services.outboundRecords.logIn(work, organizationId, userId, {
        type: data.type,
        product_id: productId,
        ...(data.type === 'call'
          ? { answered: data.answered ?? false, duration_seconds: data.duration_seconds ?? 0 }
          : {}),
      });
      await rememberExternal(
        db,
        organizationId,
        'outbound',
        data.external_id,
        logged.outbound_record_id,
      );
      return applied('outbound', logged.outbound_record_id);
    }
  }
}
