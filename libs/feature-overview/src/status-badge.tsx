import { Badge, type BadgeTone } from '@salesdash/ui-kit';

const tones: Record<string, BadgeTone> = {
  approved: 'positive',
  taken: 'positive',
  pending: 'warning',
  scheduled: 'info',
  rescheduled: 'info',
  rejected: 'negative',
  refunded: 'negative',
  no_show: 'negative',
  cancelled: 'neutral',
};

/** A record's status as a small labelled pill (`no_show` reads "No show"). */
export function StatusBadge({ status }: { status: string }) {
  const words = status.replace('_', ' ');
  return (
    <Badge tone={tones[status] ?? 'neutral'}>
      {words.charAt(0).toUpperCase() + words.slice(1)}
    </Badge>
  );
}
