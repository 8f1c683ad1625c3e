import type { StatementDispute } from '@salesdash/api-contract';
import { Badge, type BadgeTone } from '@salesdash/ui-kit';

const tones: Record<StatementDispute['status'], BadgeTone> = {
  open: 'warning',
  accepted: 'positive',
  rejected: 'negative',
};

const words: Record<StatementDispute['status'], string> = {
  open: 'Dispute open',
  accepted: 'Dispute accepted',
  rejected: 'Dispute rejected',
};

/** A dispute's status in words (its colour only repeats them). */
export function DisputeStatusBadge({ status }: { status: StatementDispute['status'] }) {
  return <Badge tone={tones[status]}>{words[status]}</Badge>;
}
