import { importCurrency } from '@salesdash/api-contract';
import { cellText, type Cell } from '../spreadsheet/cell.ts';

/** How a currency column names US dollars besides `USD`. */
const usdNames = new Set(['USD', 'US$', '$', 'US DOLLAR', 'US DOLLARS']);

/** Currency signs and codes an amount cell may carry, and the currency each names. */
const amountMarks: [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/\b(EUR|GBP)\b/i, ''],
];

/**
 * Why a row's currency is not the product's: a currency column other than USD (blank is USD),
 * or an amount written with another currency's sign or code (`1.000,00 €`). Amounts are never
 * converted: SalesDash counts one currency, as a Stripe delivery in another is refused
 * (docs/decisions/0066-import-constants-value-maps-and-currency.md).
 */
export function currencyProblem(
  currency: Cell,
  amounts: readonly Cell[],
): { field: 'currency' | 'amount'; rule: string } | undefined {
  const written = cellText(currency).trim().toUpperCase();
  if (written !== '' && !usdNames.has(written)) {
    return { field: 'currency', rule: refusal(written) };
  }
  for (const amount of amounts) {
    if (typeof amount !== 'string') continue;
    for (const [mark, code] of amountMarks) {
      const found = mark.exec(amount);
      if (found) return { field: 'amount', rule: refusal(code || (found[1] ?? '').toUpperCase()) };
    }
  }
  return undefined;
}

/** The refusal's words, as a Stripe delivery in another currency is refused. */
const refusal = (code: string) =>
  `the currency is ${code}: SalesDash counts ${importCurrency} only`;
