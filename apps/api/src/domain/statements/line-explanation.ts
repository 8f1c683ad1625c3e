const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percentFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * A formatter remembering its answers: a month's 90,000 lines repeat a few prices and rates,
 * and Intl formatting each again was a tenth of building them. Bounded, as values may vary.
 */
function remembered(format: (value: number) => string): (value: number) => string {
  const known = new Map<number, string>();
  return (value) => {
    let text = known.get(value);
    if (text === undefined) {
      text = format(value);
      if (known.size >= 10_000) known.clear();
      known.set(value, text);
    }
    return text;
  };
}

const usd = { format: remembered((value) => usdFormat.format(value)) };
const percent = { format: remembered((value) => percentFormat.format(value)) };
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a split line says of the deal and the rule, read from the split's own fields. */
export type SplitFacts = {
  roleTitle: string | null;
  /** The split's rate as a fraction (0.1 = 10 %). */
  rate: number;
  dealCents: number;
  dealDate: string;
  customerName: string;
};

/** "Closer 10 %": the role a split was paid as (its role may since be gone) and its rate. */
const ruleOf = (facts: SplitFacts) =>
  `${facts.roleTitle ?? 'Commission'} ${percent.format(facts.rate * 100)} %`;

/** "Closer 10 % of $3,000.00 collected on 2026-03-04". */
export const commissionExplanation = (facts: SplitFacts): string =>
  `${ruleOf(facts)} of ${usd.format(facts.dealCents / 100)} collected on ${facts.dealDate}`;

/** "Refund of Jo Smith's $3,000.00 deal of 2026-02-10: Closer 10 % taken back". */
export function clawbackExplanation(facts: SplitFacts): string {
  const whose = facts.customerName ? `${facts.customerName}'s` : 'a';
  return `Refund of ${whose} ${usd.format(facts.dealCents / 100)} deal of ${facts.dealDate}: ${ruleOf(facts)} taken back`;
}

/** "Bonus: March contest" / "Clawback: chargeback" (the sign says which). */
export function adjustmentExplanation(amountCents: number, reason: string): string {
  const kind = amountCents < 0 ? 'Clawback' : 'Bonus';
  return reason ? `${kind}: ${reason}` : kind;
}

/** "February 2026" for `2026-02`. */
function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)));
}

/** "Negative balance carried from February 2026", for the month `YYYY-MM` it came from. */
export function carryExplanation(fromMonth: string): string {
  return `Negative balance carried from ${monthLabel(fromMonth)}`;
}

/** What a dispute correction line says: the dispute, the line it corrects and the admin's reason. */
export type DisputeCorrectionFacts = {
  disputeId: number;
  /** `YYYY-MM` of the disputed line's statement. */
  month: string;
  /** The disputed line as the person saw it. */
  lineExplanation: string;
  reason: string | null;
};

/**
 * "Dispute #3 correction of October 2026's line “Closer 10 % of $1,000.00 collected on
 * 2026-10-04”: rate should be 12 %": an accepted dispute's adjustment names what it corrects,
 * so it never reads as a bonus.
 */
export function disputeCorrectionExplanation(facts: DisputeCorrectionFacts): string {
  const base = `Dispute #${facts.disputeId} correction of ${monthLabel(facts.month)}'s line “${facts.lineExplanation}”`;
  return facts.reason ? `${base}: ${facts.reason}` : base;
}
