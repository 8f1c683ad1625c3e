// The metrics core (docs/architecture.md, floor "domain/"): one scope builder, its WHERE clause, and
// the totals every metric, list, leaderboard and download reads through it. Modules import
// this index, never a file behind it.
export { cheaperPeople } from './cheaper-people.ts';
export { commissionHistory, historyMonths, historyMonthsUpTo } from './commission-history-query.ts';
export { comparedRanges, comparedValues, type ComparedRanges } from './compared-ranges.ts';
export { metricDifference } from './metric-difference.ts';
export { metricExplain } from './metric-explain.ts';
export { metricValues, ratio } from './metric-values.ts';
export {
  metricsScopeOf,
  noPeopleFilters,
  scopeByPerson,
  scopeOnPeople,
  scopeOnProduct,
  type MetricsScope,
  type PeopleFilters,
  type ScopePeople,
  type ScopeSubject,
} from './metrics-scope.ts';
export { personBoardFigures, personRollupTotals, weekCover } from './person-totals.ts';
export { personSums, type PersonSum } from './person-sums.ts';
export { productDays } from './product-days.ts';
export { rangeBounds, type RangeBounds } from './range-bounds.ts';
export { emptyTotals, type RangeTotals } from './range-totals.ts';
export {
  counted,
  intArray,
  peopleCondition,
  scopeFilter,
  type ScopeFilter,
} from './scope-filter.ts';
export {
  callDays,
  personBoard,
  rangeTotals,
  rangeTotalsBy,
  type BoardRow,
  type Grouping,
  type RangePair,
} from './totals-queries.ts';
