import {
  appointmentStatuses,
  bookAppointmentRequestSchema,
  type ImportMapping,
} from '@salesdash/api-contract';
import type { Cell } from '../spreadsheet/cell.ts';
import { parseChoice } from '../values/parse-choice.ts';
import { isStorableDay } from '../values/parse-date.ts';
import { parseImportDateTime } from '../values/parse-date-time.ts';
import { noFieldRules, type FieldRules } from '../field-rules.ts';
import { rowReader, type ImportLookups, type RowRead } from './row-read.ts';

export type AppointmentStatus = (typeof appointmentStatuses)[number];

/**
 * A booked call as it is written. `call_at` is a local date-time (`YYYY-MM-DDTHH:MM`) in the
 * organization's timezone, which the writer turns into an instant with `AT TIME ZONE`;
 * `lead_email` is '' without one, as the table keeps it.
 */
export type AppointmentRecord = {
  user_id: number;
  setter_id: number | null;
  product_id: number;
  lead_name: string;
  lead_email: string;
  call_at: string;
  status: AppointmentStatus;
};
export type AppointmentRow = RowRead<AppointmentRecord>;

/** The import field a field of the booking request comes from. */
const fieldOfRequest: Record<string, string> = {
  user_id: 'closer_email',
  setter_id: 'setter_email',
  product_id: 'product',
  lead_name: 'lead_name',
  lead_email: 'lead_email',
  call_date: 'call_date',
};

/** How scheduling tools and CRMs (Calendly, HubSpot, sheets) spell a call's outcome. */
const statusSynonyms: Record<string, AppointmentStatus> = {
  show: 'taken',
  showed: 'taken',
  showed_up: 'taken',
  attended: 'taken',
  held: 'taken',
  completed: 'taken',
  complete: 'taken',
  done: 'taken',
  closed: 'taken',
  noshow: 'no_show',
  no_showed: 'no_show',
  did_not_show: 'no_show',
  missed: 'no_show',
  ghosted: 'no_show',
  canceled: 'cancelled',
  cancel: 'cancelled',
  cancelled_by_invitee: 'cancelled',
  canceled_by_invitee: 'cancelled',
  reschedule: 'rescheduled',
  moved: 'rescheduled',
  booked: 'scheduled',
  active: 'scheduled',
  confirmed: 'scheduled',
  upcoming: 'scheduled',
  pending: 'scheduled',
};

/** Outcomes that say the call's time has come: none can be dated after today. */
// A call cancelled ahead of its day is common in scheduling exports: only taken and missed
// calls must have happened.
const happened = new Set<AppointmentStatus>(['taken', 'no_show']);

/**
 * A spreadsheet row of booked calls read as a call: each mapped cell parsed, names resolved,
 * then the booking route's contract (`bookAppointmentRequestSchema`) applied with the route's
 * own rule of a setter other than the closer, so an imported call obeys the rules of one
 * booked by hand. A call may carry any status, but one that happened is not in the future.
 */
export function appointmentRowFrom(
  row: { rowNumber: number; cells: readonly Cell[] },
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
  rules: FieldRules = noFieldRules,
): AppointmentRow {
  const read = rowReader(row, headers, mapping, lookups, rules);
  const { cell, text, problem, problems, unmatched } = read;
  const draft: Record<string, unknown> = {};

  let callAt: string | undefined;
  const when = parseImportDateTime(cell('call_date'), lookups.timeZone);
  if ('problem' in when) problem('call_date', when.problem);
  else if (!isStorableDay(when.dateTime.slice(0, 10))) problem('call_date', 'not a date');
  else callAt = when.dateTime;
  // The contract wants an instant; the local time stands in for it, for the year rule alone.
  if (callAt !== undefined) draft['call_date'] = `${callAt}:00Z`;

  let status: AppointmentStatus = 'scheduled';
  if (text('status') !== '') {
    const parsed = parseChoice(cell('status'), appointmentStatuses, statusSynonyms);
    if (parsed) status = parsed;
    else problem('status', `unknown status (expected ${appointmentStatuses.join(', ')})`);
  }
  if (callAt !== undefined && happened.has(status) && callAt.slice(0, 10) > lookups.today) {
    problem('status', `a call in the future cannot be ${status}`);
  }

  if (text('closer_email') === '') problem('closer_email', 'is required');
  const closer = read.person('closer_email');
  if (closer !== undefined) draft['user_id'] = closer;
  const setter = read.person('setter_email');
  if (setter !== undefined) {
    draft['setter_id'] = setter;
    // The booking route's rule (bookAppointmentIn), not its schema's: checked here the same.
    if (setter === closer) problem('setter_email', 'must be someone other than the closer');
  }

  if (text('product') === '') problem('product', 'is required');
  const product = read.product('product');
  if (product !== undefined) draft['product_id'] = product;

  draft['lead_name'] = text('lead_name');
  if (text('lead_email') !== '') draft['lead_email'] = text('lead_email');

  let record: AppointmentRecord | undefined;
  const checked = read.checkContract(bookAppointmentRequestSchema, draft, fieldOfRequest);
  if (checked) {
    if (problems.length === 0 && unmatched.length === 0 && callAt !== undefined) {
      const booking = checked;
      record = {
        user_id: booking.user_id,
        setter_id: booking.setter_id ?? null,
        product_id: booking.product_id,
        lead_name: booking.lead_name,
        lead_email: booking.lead_email ?? '',
        call_at: callAt,
        status,
      };
    }
  }
  return {
    rowNumber: row.rowNumber,
    externalId: read.externalId(),
    record,
    problems,
    unmatched,
    ...read.shown({
      call_date: callAt ?? null,
      closer_email: text('closer_email').toLowerCase() || null,
      setter_email: text('setter_email').toLowerCase() || null,
      product: text('product') ? read.productName(product, text('product')) : null,
      lead_name: text('lead_name') || null,
      lead_email: text('lead_email') || null,
      status,
    }),
  };
}
