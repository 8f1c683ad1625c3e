import { logOutboundRequestSchema, type ImportMapping } from '@salesdash/api-contract';
import type { Cell } from '../spreadsheet/cell.ts';
import { parseChoice, parseYesNo } from '../values/parse-choice.ts';
import { isStorableDay } from '../values/parse-date.ts';
import { parseImportDateTime } from '../values/parse-date-time.ts';
import { parseDurationSeconds } from '../values/parse-duration.ts';
import { noFieldRules, type FieldRules } from '../field-rules.ts';
import { rowReader, type ImportLookups, type RowRead } from './row-read.ts';

const outboundTypes = ['message', 'call'] as const;
export type OutboundType = (typeof outboundTypes)[number];

/**
 * A message sent or a call made, as it is written. `at` is a local date-time
 * (`YYYY-MM-DDTHH:MM`) in the organization's timezone, the writer's `created_at`; a message
 * is never answered and lasts 0 seconds, as the log route stores it.
 */
export type OutboundRecord = {
  user_id: number;
  product_id: number | null;
  type: OutboundType;
  answered: boolean;
  duration_seconds: number;
  at: string;
};
export type OutboundRow = RowRead<OutboundRecord>;

/** The import field a field of the log request comes from. */
const fieldOfRequest: Record<string, string> = {
  type: 'type',
  product_id: 'product',
  answered: 'answered',
  duration_seconds: 'duration_seconds',
};

/** How dialers, sequencers and sheets name the two kinds of touch. */
const typeSynonyms: Record<string, OutboundType> = {
  messages: 'message',
  msg: 'message',
  dm: 'message',
  sms: 'message',
  text: 'message',
  email: 'message',
  e_mail: 'message',
  linkedin: 'message',
  whatsapp: 'message',
  inmail: 'message',
  calls: 'call',
  // A dialer's "Call Type" tells an outbound call from an inbound one; inbound is no touch.
  outbound: 'call',
  outgoing: 'call',
  dial: 'call',
  phone: 'call',
  phone_call: 'call',
  outbound_call: 'call',
  cold_call: 'call',
  voice: 'call',
};

/**
 * A spreadsheet row of outbound activity read as one logged touch: each mapped cell parsed,
 * the rep and product resolved, then the log route's contract (`logOutboundRequestSchema`)
 * applied, so a message carrying an answer or a duration is refused by the column that holds
 * it, as it would be when logged by hand. Nothing is logged for a day after today.
 */
export function outboundRowFrom(
  row: { rowNumber: number; cells: readonly Cell[] },
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
  rules: FieldRules = noFieldRules,
): OutboundRow {
  const read = rowReader(row, headers, mapping, lookups, rules);
  const { cell, text, problem, problems, unmatched } = read;
  const draft: Record<string, unknown> = {};

  let at: string | undefined;
  const when = parseImportDateTime(cell('date'), lookups.timeZone);
  if ('problem' in when) problem('date', when.problem);
  else if (!isStorableDay(when.dateTime.slice(0, 10))) problem('date', 'not a date');
  else if (when.dateTime.slice(0, 10) > lookups.today) problem('date', 'in the future');
  else at = when.dateTime;

  const type = parseChoice(cell('type'), outboundTypes, typeSynonyms);
  if (type) draft['type'] = type;
  else if (text('type') === '') problem('type', 'is required');
  else problem('type', `unknown type (expected ${outboundTypes.join(' or ')})`);

  const answered = parseYesNo(cell('answered'));
  if (answered === undefined) problem('answered', 'not yes or no');
  else draft['answered'] = answered;

  if (text('duration_seconds') !== '') {
    const seconds = parseDurationSeconds(cell('duration_seconds'));
    if (seconds === undefined) problem('duration_seconds', 'not a duration');
    else draft['duration_seconds'] = seconds;
  }

  if (text('rep_email') === '') problem('rep_email', 'is required');
  const rep = read.person('rep_email');
  const product = read.product('product');
  if (product !== undefined) draft['product_id'] = product;

  let record: OutboundRecord | undefined;
  const checked = read.checkContract(logOutboundRequestSchema, draft, fieldOfRequest);
  if (checked) {
    const logged = checked;
    if (problems.length === 0 && unmatched.length === 0 && rep !== undefined && at) {
      const call = logged.type === 'call';
      record = {
        user_id: rep,
        product_id: logged.product_id ?? null,
        type: logged.type,
        answered: call && logged.answered === true,
        duration_seconds: call ? (logged.duration_seconds ?? 0) : 0,
        at,
      };
    }
  }
  const call = type === 'call';
  return {
    rowNumber: row.rowNumber,
    externalId: read.externalId(),
    record,
    problems,
    unmatched,
    ...read.shown({
      date: at ?? null,
      rep_email: text('rep_email').toLowerCase() || null,
      product: text('product') ? read.productName(product, text('product')) : null,
      type: type ?? null,
      answered: call ? ((draft['answered'] as boolean | undefined) ?? null) : false,
      duration_seconds: call ? ((draft['duration_seconds'] as number | undefined) ?? 0) : 0,
    }),
  };
}
