import type { MailStatus } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { mailStatusQueryOptions } from '@salesdash/data-access-notifications';
import { Alert, Skeleton } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from './load-failure.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MailOff() {
  return (
    <Alert tone="info" title="Mail is off">
      This server has no mail server configured (<code>SMTP_URL</code> and <code>MAIL_FROM</code>
      ). Invites give a link to copy and send yourself, and password reset links are written to the
      server&apos;s log.
    </Alert>
  );
}

function MailOn({ status }: { status: MailStatus }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        Mail is on, sent from <span className="font-medium">{status.from}</span>.{' '}
        {status.queued > 0
          ? `${plural(status.queued, 'mail is', 'mails are')} waiting to go out or to be tried again.`
          : 'Nothing is waiting to go out.'}
      </p>
      {status.failures.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Alert
            tone="warning"
            title={`${plural(status.failed, 'mail', 'mails')} could not be sent`}
          >
            Each was tried several times over a few minutes. The changes they told of were made;
            send the people concerned what they need another way, or resend the invite.
          </Alert>
          <ul aria-label="Mails not sent" className="flex flex-col divide-y divide-border text-sm">
            {status.failures.map((failure) => (
              <li key={failure.mail_id} className="flex flex-col gap-0.5 py-2">
                <span className="font-medium text-fg">
                  {failure.subject} · to {failure.recipient}
                </span>
                <span className="text-fg-muted">
                  {plural(failure.attempts, 'try', 'tries')}, last{' '}
                  {formatDateTime(failure.failed_at ?? failure.created_at)}
                  {failure.last_error ? `: ${failure.last_error}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * An admin's view of outgoing mail: whether the server sends any, what waits for a retry, and
 * the mails it gave up on (a failed send never blocks the change that caused it, so this is
 * where an admin learns of one).
 */
export function MailStatusPanel() {
  const status = useQuery(mailStatusQueryOptions(useApiClient()));
  if (status.isPending) {
    return <Skeleton shape="block" height={48} />;
  }
  if (status.isError) {
    return (
      <LoadFailure title="The mail status did not load" onRetry={() => void status.refetch()} />
    );
  }
  return status.data.enabled ? <MailOn status={status.data} /> : <MailOff />;
}
