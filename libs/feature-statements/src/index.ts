export { preloadStatements } from './preload-statements.ts';
export {
  groupStatementLines,
  noProductTitle,
  type StatementLineGroup,
} from './statement-groups.ts';
export { StatementMonthList, type StatementMonthListProps } from './statement-month-list.tsx';
export { StatementView, type StatementViewProps } from './statement-view.tsx';
export { StatementsScreen, type StatementsScreenProps } from './statements-screen.tsx';
export {
  parseStatementsSearch,
  statementsYear,
  type StatementsSearch,
} from './statements-search.ts';
