import { useApiClient } from '@salesdash/data-access-api';
import { billingQueryOptions } from '@salesdash/data-access-people';
import { Card, ErrorState, PageHeader, Skeleton } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';

export type BillingScreenProps = {
  /** The admin's organization. */
  organizationId: number;
};

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-md border border-border p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-fg">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-fg-muted">{detail}</dd> : null}
    </div>
  );
}

/**
 * Billing (admins): seats purchased, used (active people plus pending invites) and available.
 * The self-hosted build has no payment provider: the operator sets the purchased count with
 * `npm run seats`, shown here read-only.
 */
export function BillingScreen({ organizationId }: BillingScreenProps) {
  const api = useApiClient();
  const billing = useQuery(billingQueryOptions(api, organizationId));
  const command = `npm run seats -- --organization-id ${organizationId} --seats <count>`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Billing"
        description="Seats decide how many people can be active or invited at once."
      />
      <Card title="Seats">
        {billing.isPending ? (
          <div role="status" aria-label="Loading seats" className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : billing.isError ? (
          <ErrorState title="Failed to load seats" onRetry={() => void billing.refetch()} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Figure label="Purchased" value={billing.data.seats} />
            <Figure
              label="Used"
              value={billing.data.used}
              detail={`${billing.data.active_people} active ${billing.data.active_people === 1 ? 'person' : 'people'}, ${billing.data.pending_invites} pending ${billing.data.pending_invites === 1 ? 'invite' : 'invites'}`}
            />
            <Figure label="Available" value={billing.data.available} />
          </dl>
        )}
      </Card>
      <Card title="Changing the number of seats">
        <div className="space-y-3 text-sm text-fg">
          <p>
            This self-hosted build has no payment provider: nothing is charged here. The operator of
            the server changes the purchased count with this command, and the change is recorded in
            the audit log:
          </p>
          <pre className="overflow-x-auto rounded-md bg-surface-muted p-3 font-mono text-sm">
            <code>{command}</code>
          </pre>
          <p className="text-fg-muted">
            Deactivating someone or revoking an invite frees a seat at once.
          </p>
        </div>
      </Card>
    </div>
  );
}
