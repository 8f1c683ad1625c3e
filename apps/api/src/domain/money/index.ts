// The money core (docs/architecture.md, floor "domain/"; the rule in docs/product-rules.md#commission): the commission rule and what it is made of.
// Status changes, the seeds, pay summaries and the lists call it; nothing imports a file
// behind this index.
export { earnedSplitsSql } from './earned-splits-sql.ts';
export { payeesSql, splitCentsSql } from './payees-sql.ts';
export { payRateSql } from './pay-rate-sql.ts';
export { roleRateSql } from './role-rate-sql.ts';
export { reversalSplitsSql } from './reversal-splits-sql.ts';
export { rolePositionSql } from './role-position-sql.ts';
export { statusTransitionProblem } from './status-transition.ts';
