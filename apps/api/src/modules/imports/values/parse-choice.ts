import type { Cell } from '../spreadsheet/cell.ts';

/** `Payment Plan`, `payment-plan`, ` PAYMENT_PLAN ` → `payment_plan`. */
function token(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * One of `choices` from a cell, case and spacing aside, or through `synonyms` (`no show` →
 * `no_show`, `paid` → `approved`); undefined when it names none.
 */
export function parseChoice<T extends string>(
  cell: Cell,
  choices: readonly T[],
  synonyms: Readonly<Record<string, T>> = {},
): T | undefined {
  if (typeof cell !== 'string') return undefined;
  const key = token(cell);
  return choices.find((choice) => choice === key) ?? synonyms[key];
}

// A dialer's outcome column says whether a call connected in its own words.
const yes = new Set(['yes', 'y', 'true', '1', 'x', 'answered', 'connected', 'picked_up']);
const no = new Set([
  'no',
  'n',
  'false',
  '0',
  '',
  'unanswered',
  'not_answered',
  'not_connected',
  'no_answer',
  'voicemail',
  'left_voicemail',
  'busy',
  'wrong_number',
  'failed',
  'missed',
]);

/**
 * `yes`/`no`, `true`/`false`, `1`/`0`, a checkbox's boolean, a dialer's `connected` / `no
 * answer` / `voicemail`; undefined for anything else.
 */
export function parseYesNo(cell: Cell): boolean | undefined {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : undefined;
  if (cell === null) return false;
  if (typeof cell !== 'string') return undefined;
  const key = token(cell);
  if (yes.has(key)) return true;
  if (no.has(key)) return false;
  return undefined;
}
