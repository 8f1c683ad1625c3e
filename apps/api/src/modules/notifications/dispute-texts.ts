import { formatMoney } from '@salesdash/util-format';
import type { NewNotification } from './service.ts';

type For = { organizationId: number; userId: number };

/** A person disputed a line of their statement: each admin of the organization is told. */
export function disputeOpened(
  to: For,
  dispute: { disputeId: number; month: string; personName: string; explanation: string },
): NewNotification {
  return {
    ...to,
    type: 'dispute:opened',
    title: 'Statement line disputed',
    body: `${dispute.personName} disputes a line of their ${dispute.month} statement (#${dispute.disputeId}): ${dispute.explanation}`,
    link: '/statements/admin',
  };
}

/** An admin accepted or rejected one's dispute, with the adjustment it posted if any. */
export function disputeResolved(
  to: For,
  dispute: {
    disputeId: number;
    month: string;
    outcome: 'accepted' | 'rejected';
    reason: string;
    adjustmentCents: number | null;
    /** `YYYY-MM` whose statement pays the adjustment, as a dispute correction of the line. */
    correctionMonth?: string | null;
  },
): NewNotification {
  const where = dispute.correctionMonth ? ` to your ${dispute.correctionMonth} statement` : '';
  const posted =
    dispute.adjustmentCents === null
      ? ''
      : ` An adjustment of ${formatMoney(dispute.adjustmentCents / 100)} was added${where}.`;
  const why = dispute.reason === '' ? '' : ` ${dispute.reason}`;
  return {
    ...to,
    type: 'dispute:resolved',
    title: dispute.outcome === 'accepted' ? 'Dispute accepted' : 'Dispute rejected',
    body: `Your dispute #${dispute.disputeId} of a ${dispute.month} line was ${dispute.outcome}.${why}${posted}`,
    link: `/statements?month=${dispute.month}`,
  };
}
