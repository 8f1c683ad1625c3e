import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of.ts';
import { boardEvent, organizationEvent } from '../../../realtime/realtime-event.ts';
import type { Work } from '../../../realtime/unit-of-work.ts';
import { outboundRowFrom, type OutboundRecord } from '../rows/outbound-row.ts';
import { recordKind } from './record-kind.ts';

type Stored = {
  user_id: number;
  product_id: number | null;
  type: string;
  answered: boolean;
  duration_seconds: number;
  /** Local `YYYY-MM-DDTHH:MM`: when it happened, the record's `created_at`. */
  created_at: string;
};

/** `outbound:changed` about one of the records: every screen refetches on any. */
async function announce(
  { db, emit }: Work,
  organizationId: number,
  recordId: number,
  change: 'created' | 'updated' | 'deleted',
) {
  const [record] = await rowsOf<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM outbound_records WHERE outbound_record_id = ${recordId}`,
  );
  if (record) {
    emit(
      organizationEvent(organizationId, 'outbound:changed', {
        organization_id: organizationId,
        outbound_record_id: recordId,
        user_id: Number(record.user_id),
        change,
      }),
    );
  }
  emit(boardEvent(organizationId));
}

/**
 * Outbound activity (decision 0057): each row a message sent or a call made, at the moment the
 * file gives. The table keeps no edit time, so undo refuses only for a record deleted since.
 */
export const outboundKind = recordKind<OutboundRecord, Stored>({
  recordType: 'outbound',
  noun: 'outbound record',
  table: 'outbound_records',
  idColumn: 'outbound_record_id',
  read: outboundRowFrom,
  stored: (record) => ({
    user_id: record.user_id,
    product_id: record.product_id,
    type: record.type,
    answered: record.answered,
    duration_seconds: record.duration_seconds,
    created_at: record.at,
  }),
  columns: {
    user_id: 'int',
    product_id: 'int',
    type: 'text',
    answered: 'boolean',
    duration_seconds: 'int',
    created_at: 'timestamp',
  },
  columnsOfField: {
    date: ['created_at'],
    rep_email: ['user_id'],
    product: ['product_id'],
    type: ['type'],
    answered: ['answered'],
    duration_seconds: ['duration_seconds'],
  },
  valueSql: { created_at: sql`(x.created_at AT TIME ZONE o.timezone)` },
  tracksChanges: false,
  announce,
});
