import type { TransactionStatus } from '@salesdash/api-contract';

/**
 * The moves an admin may make. Approval pays, a refund reverses what approval paid, so an
 * approved transaction can only be refunded and a refunded one is final; a rejection can be
 * reopened as pending.
 */
const nextStatuses: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['refunded'],
  rejected: ['pending'],
  refunded: [],
};

/** Why `from` → `to` is not allowed, for the 409 message; null when it is. */
export function statusTransitionProblem(
  from: TransactionStatus,
  to: TransactionStatus,
): string | null {
  if (from === to) return `The transaction is already ${from}`;
  const allowed = nextStatuses[from];
  if (allowed.includes(to)) return null;
  const options =
    allowed.length > 0 ? `it can only become ${allowed.join(' or ')}` : 'that is final';
  return `The transaction is ${from} and cannot become ${to}: ${options}`;
}
