import type {
  WebhookDelivery,
  WebhookDeliveryOutcome,
  WebhookEndpoint,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import {
  useReplayWebhookDelivery,
  webhookDeliveriesQueryOptions,
} from '@salesdash/data-access-integrations';
import { Alert, Button, Dialog, type DataTableColumn } from '@salesdash/ui-kit';
import { formatDateTime, placeholder } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from './admin-table.tsx';

const outcomeLabels: Record<WebhookDeliveryOutcome, string> = {
  pending: 'Pending',
  applied: 'Applied',
  duplicate: 'Duplicate',
  rejected: 'Rejected',
  unmatched: 'Unmatched',
};

export type WebhookDeliveriesDialogProps = {
  endpoint: WebhookEndpoint;
  onClose: () => void;
};

/**
 * An endpoint's latest deliveries, newest first: what each one was and what became of it.
 * A rejected or unmatched one with its body kept can be applied again once the people,
 * products or mapping it named are fixed.
 */
export function WebhookDeliveriesDialog({ endpoint, onClose }: WebhookDeliveriesDialogProps) {
  const api = useApiClient();
  const deliveries = useQuery(webhookDeliveriesQueryOptions(api, endpoint.endpoint_id));
  const replay = useReplayWebhookDelivery();

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: 'received', header: 'Received', cell: (row) => formatDateTime(row.received_at) },
    { id: 'event', header: 'Event', cell: (row) => row.event_type ?? placeholder },
    { id: 'outcome', header: 'Outcome', cell: (row) => outcomeLabels[row.outcome] },
    { id: 'reason', header: 'Reason', cell: (row) => row.reason ?? placeholder },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) =>
        row.replayable ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Replay delivery ${row.delivery_id}`}
            loading={replay.isPending && replay.variables.deliveryId === row.delivery_id}
            onClick={() =>
              replay.mutate({ endpointId: endpoint.endpoint_id, deliveryId: row.delivery_id })
            }
          >
            Replay
          </Button>
        ) : null,
    },
  ];

  return (
    <Dialog
      title={`Deliveries of ${endpoint.name}`}
      description="The latest 1,000, newest first. Replay a rejected or unmatched one after fixing the people, products or mapping it named."
      size="lg"
      onClose={onClose}
    >
      <div className="space-y-4">
        {replay.error ? <Alert tone="error">{replay.error.message}</Alert> : null}
        <AdminTable
          label={`Deliveries of ${endpoint.name}`}
          columns={columns}
          rows={deliveries.data}
          getRowId={(row) => String(row.delivery_id)}
          loading={deliveries.isPending}
          error={deliveries.isError ? 'Failed to load the deliveries' : undefined}
          onRetry={() => void deliveries.refetch()}
          emptyTitle="No deliveries yet"
          emptyDescription="Each event the sender posts to this endpoint's URL is listed here."
        />
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
