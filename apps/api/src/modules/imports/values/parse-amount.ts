import type { Cell } from '../spreadsheet/cell.ts';

/** Why a cell is not an amount, as a row's error names it. */
export type AmountProblem = 'not an amount' | 'negative amount' | 'too large';

/** $, €, £ and ISO codes around a number; spaces (also non-breaking) inside it. */
const decoration = /[$€£]|\b(?:USD|EUR|GBP|US\$)\b|[\s\u00a0\u202f]/gi;
/** Cents the database holds without loss (bigint), far beyond any deal. */
const largestCents = 10 ** 13;

/**
 * Whole cents from what a spreadsheet holds: a number, or text with a currency sign and
 * thousand separators in either convention (`$1,234.50`, `1.234,50 €`, `1 234,5`); a comma
 * followed by exactly three digits and nothing else is a thousands separator (`1,234`).
 * Negative amounts (`-5`, `(5.00)`) are refused: a refund is a status, not a negative payment.
 */
export function parseAmountCents(cell: Cell): { cents: number } | { problem: AmountProblem } {
  let value: number;
  if (typeof cell === 'number') {
    value = cell;
  } else if (typeof cell === 'string') {
    let text = cell.replace(decoration, '');
    let negative = false;
    if (/^\(.*\)$/.test(text)) {
      negative = true;
      text = text.slice(1, -1);
    }
    if (text.startsWith('-')) {
      negative = true;
      text = text.slice(1);
    }
    const normalized = normalizeSeparators(text);
    if (normalized === undefined) return { problem: 'not an amount' };
    value = Number(normalized) * (negative ? -1 : 1);
  } else {
    return { problem: 'not an amount' };
  }
  if (!Number.isFinite(value)) return { problem: 'not an amount' };
  if (value < 0) return { problem: 'negative amount' };
  const cents = Math.round(value * 100);
  if (cents > largestCents) return { problem: 'too large' };
  return { cents };
}

/** `1,234.50` / `1.234,50` / `1234,5` → `1234.50`; undefined when it is no number. */
function normalizeSeparators(text: string): string | undefined {
  if (!/^[\d.,']+$/.test(text) || !/\d/.test(text)) return undefined;
  const withoutApostrophes = text.replace(/'/g, '');
  const lastDot = withoutApostrophes.lastIndexOf('.');
  const lastComma = withoutApostrophes.lastIndexOf(',');
  let decimal: '.' | ',' | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastComma >= 0) {
    // One comma before exactly three digits is a thousands separator; otherwise a decimal mark.
    const commas = withoutApostrophes.split(',').length - 1;
    decimal = commas === 1 && !/,\d{3}$/.test(withoutApostrophes) ? ',' : undefined;
  } else if (lastDot >= 0) {
    const dots = withoutApostrophes.split('.').length - 1;
    decimal = dots === 1 ? '.' : undefined;
  }
  if (decimal === undefined) {
    // With no decimal mark, every separator must group three digits (`1.234.567`, `1,234`).
    if (/[.,]/.test(withoutApostrophes) && !/^\d{1,3}([.,]\d{3})+$/.test(withoutApostrophes)) {
      return undefined;
    }
    return withoutApostrophes.replace(/[.,]/g, '');
  }
  const thousands = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, ...extra] = withoutApostrophes
    .split(thousands)
    .join('')
    .split(decimal);
  if (extra.length > 0) return undefined;
  if (!/^\d*$/.test(whole) || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined;
  return fraction === undefined ? whole : `${whole || '0'}.${fraction}`;
}
