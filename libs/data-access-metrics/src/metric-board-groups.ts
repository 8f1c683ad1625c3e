import {
  metricPresentation,
  type MetricDifference,
  type MetricName,
  type Metrics,
} from '@salesdash/api-contract';

type Group = keyof MetricDifference;

/**
 * One card of a metric group: which field, and whether a fall is good. Its label and format are
 * api-contract's `metricPresentation`, the names the team workbook uses too.
 */
type MetricCardSpec = {
  name: Exclude<MetricName, 'apptsPerDay' | 'transactionsPerDay'>;
  lowerIsBetter?: boolean;
  /** What a non-ratio card means, in its tooltip (ratios show the API's formula). */
  meaning?: string;
};

/** The difference groups in display order, with the cards of each. */
const metricCardGroups: readonly {
  group: Group;
  title: string;
  cards: readonly MetricCardSpec[];
}[] = [
  {
    group: 'cash',
    title: 'Cash',
    cards: [
      {
        name: 'totalCash',
        meaning: 'Closer’s approved new cash + plans',
      },
      {
        name: 'newCash',
        meaning: 'Closer’s approved new-deal cash',
      },
      {
        name: 'paymentPlans',
        meaning: 'Closer’s approved instalments',
      },
      {
        name: 'revenue',
        meaning: 'Closer’s approved contract value',
      },
      {
        name: 'commission',
        meaning: 'Splits earned − reversed + adjustments',
      },
      {
        name: 'closedDeals',
        meaning: 'Closer’s approved new deals',
      },
    ],
  },
  {
    group: 'appointments',
    title: 'Appointments',
    cards: [
      {
        name: 'totalCalls',
        meaning: 'Calls dated in the range',
      },
      { name: 'takenCalls', meaning: 'Calls in the range marked taken' },
      { name: 'showRate' },
      { name: 'noshowCalls', lowerIsBetter: true, meaning: 'Calls in the range marked no-show' },
      {
        name: 'cancelledCalls',
        lowerIsBetter: true,
        meaning: 'Calls in the range marked cancelled',
      },
      {
        name: 'notUpdatedCalls',
        lowerIsBetter: true,
        meaning: 'Past calls still scheduled',
      },
    ],
  },
  {
    group: 'closeRates',
    title: 'Close rates',
    cards: [
      { name: 'closeRateTotal' },
      { name: 'closeRateTaken' },
      { name: 'collectedPerBooking' },
      { name: 'collectedPerTaken' },
    ],
  },
  {
    group: 'outbound',
    title: 'Outbound',
    cards: [
      { name: 'messageSent', meaning: 'Outbound messages logged in the range' },
      { name: 'callsMade', meaning: 'Outbound calls dialled in the range, answered or not' },
      { name: 'callsAnswered', meaning: 'Outbound calls in the range that were answered' },
      { name: 'avgDuration' },
    ],
  },
];

/**
 * One card of ui-kit's `MetricBoard`: what it shows, already worded (the label), with the format
 * its figures read in; ui-kit renders it without knowing the API's metrics.
 */
export type MetricBoardCard<Note = string> = {
  label: string;
  format: 'money' | 'count' | 'seconds' | 'percent';
  current: number | null | undefined;
  previous: number | null | undefined;
  /** `(current − previous) / previous` as a ratio; null when previous was 0. */
  difference: number | null | undefined;
  lowerIsBetter?: boolean | undefined;
  /** How the figure is computed: the API's formula for ratios, else the card's meaning. */
  explanation: string | undefined;
  /**
   * A remark under the figures (why it differs from a statement), when the caller has one: text,
   * or whatever the caller's board renders (a React element loaded after the figures).
   */
  note?: Note | undefined;
};

/** One of the difference groups as ui-kit's `MetricBoard` shows it. */
export type MetricBoardGroup<Note = string> = { title: string; cards: MetricBoardCard<Note>[] };

/**
 * A dashboard's metrics as the cards of ui-kit's `MetricBoard`, in the groups' order;
 * without metrics (loading, failed) the cards carry their labels and no figures. `notes` adds a
 * remark under a card's figures (the commission card's late-line notes).
 */
export function metricBoardGroups<Note = string>(
  metrics: Metrics | undefined,
  notes: Partial<Record<MetricName, Note>> = {},
): MetricBoardGroup<Note>[] {
  return metricCardGroups.map(({ group, title, cards }) => {
    const difference = metrics?.difference[group] as Record<string, number | null> | undefined;
    return {
      title,
      cards: cards.map((card) => ({
        ...metricPresentation[card.name],
        current: metrics?.current[card.name],
        previous: metrics?.previous[card.name],
        difference: difference?.[card.name],
        lowerIsBetter: card.lowerIsBetter,
        // `explain` holds exactly the ratios: those read their formula, the others their meaning.
        explanation:
          (metrics?.explain as Partial<Record<string, { formula: string }>> | undefined)?.[
            card.name
          ]?.formula ?? card.meaning,
        note: notes[card.name],
      })),
    };
  });
}
