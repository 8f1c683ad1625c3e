import { transactionStatusMoves, type TransactionStatus } from '@salesdash/api-contract';

/** Why `from` → `to` is not allowed, for the 409 message; null when it is. */
export function statusTransitionProblem(
  from: TransactionStatus,
  to: TransactionStatus,
): string | null {
  if (from === to) return `The transaction is already ${from}`;
  const allowed = transactionStatusMoves[from];
  if (allowed.includes(to)) return null;
  const options =
    allowed.length > 0 ? `it can only become ${allowed.join(' or ')}` : 'that is final';
  return `The transaction is ${from} and cannot become ${to}: ${options}`;
}
