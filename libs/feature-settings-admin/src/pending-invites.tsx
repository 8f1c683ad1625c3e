import type { CreatedInvite, PendingInvite } from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Card,
  CopyLinkField,
  EmptyState,
  ErrorState,
  Skeleton,
} from '@salesdash/ui-kit';
import { accessLabel } from './access-label.ts';

export type PendingInvitesProps = {
  invites: readonly PendingInvite[] | undefined;
  loading: boolean;
  error?: string | undefined;
  onRetry: () => void;
  /** The link a resend just made, shown to copy when it was not mailed. */
  resent?: CreatedInvite | null | undefined;
  onResend: (invite: PendingInvite) => void;
  onRevoke: (invite: PendingInvite) => void;
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The invites waiting for their person, each holding a seat, with resend and revoke. */
export function PendingInvites({
  invites,
  loading,
  error,
  onRetry,
  resent,
  onResend,
  onRevoke,
}: PendingInvitesProps) {
  return (
    <Card
      title="Pending invites"
      description="Each holds a seat until it is accepted or revoked."
      padded={false}
    >
      {resent ? (
        <div className="space-y-2 border-b border-border p-5">
          <Alert tone="success">
            {resent.emailed
              ? `A new link was emailed to ${resent.user.email}; the old one no longer works.`
              : `A new link for ${resent.user.email}; the old one no longer works. Pass it on:`}
          </Alert>
          {resent.emailed ? null : (
            <CopyLinkField
              url={new URL(resent.invite_url, window.location.origin).href}
              label="New invite link"
            />
          )}
        </div>
      ) : null}
      {loading ? (
        <div role="status" aria-label="Loading pending invites" className="space-y-3 p-5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : error ? (
        <ErrorState title={error} onRetry={onRetry} />
      ) : !invites || invites.length === 0 ? (
        <EmptyState title="No pending invites" description="Everyone invited has joined." />
      ) : (
        <ul className="divide-y divide-border" aria-label="Pending invites">
          {invites.map((invite) => (
            <li
              key={invite.user.user_id}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-fg">{invite.user.display_name}</p>
                <p className="text-fg-muted">
                  {invite.user.email} · {accessLabel(invite.user.access)}
                  {invite.invited_by ? ` · invited by ${invite.invited_by}` : ''} ·{' '}
                  {invite.expires_at
                    ? `link valid until ${day(invite.expires_at)}`
                    : 'link expired'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Resend the invite of ${invite.user.email}`}
                  onClick={() => onResend(invite)}
                >
                  Resend
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke the invite of ${invite.user.email}`}
                  onClick={() => onRevoke(invite)}
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
