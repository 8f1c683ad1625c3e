/**
 * The integer sums and counts one range's metrics are computed from (money in cents). A
 * repository returns these; metric-values.ts turns them into the API's figures.
 */
export type RangeTotals = {
  newCents: number;
  planCents: number;
  revenueCents: number;
  newDeals: number;
  transactions: number;
  commissionCents: number;
  calls: number;
  taken: number;
  noShow: number;
  cancelled: number;
  notUpdated: number;
  messages: number;
  dials: number;
  answered: number;
  answeredSeconds: number;
};

export const emptyTotals: RangeTotals = {
  newCents: 0,
  planCents: 0,
  revenueCents: 0,
  newDeals: 0,
  transactions: 0,
  commissionCents: 0,
  calls: 0,
  taken: 0,
  noShow: 0,
  cancelled: 0,
  notUpdated: 0,
  messages: 0,
  dials: 0,
  answered: 0,
  answeredSeconds: 0,
};
