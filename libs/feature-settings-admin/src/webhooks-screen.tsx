import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  webhookEndpointsQueryOptions,
} from '@salesdash/data-access-integrations';
import { Alert, Button, PageHeader, type DataTableColumn } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from './admin-table.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { WebhookEndpointForm } from './webhook-endpoint-form.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'created'; answer: WebhookEndpointWithSecret; rotated: boolean }
  | { kind: 'disable' | 'rotate' | 'delete' | 'deliveries'; endpoint: WebhookEndpoint };

const typeLabels = { generic: 'Generic', stripe: 'Stripe' } as const;

/** The full URL a sender posts to: the endpoint's path on this server. */
const urlOf = (endpoint: WebhookEndpoint) => new URL(endpoint.path, window.location.origin).href;

export type WebhooksScreenProps = {
  /** Injected for tests and stories (the Clipboard API otherwise). */
  copy?: (text: string) => Promise<void>;
};

/**
 * Webhook endpoints (admin): the URLs other systems (a CRM signing per Standard Webhooks, or
 * Stripe) post their events to. Create one (a generic one's secret is shown once), enable or
 * disable it, rotate a generic one's secret (the old one works 24 hours more), delete it, and
 * read its deliveries, replaying a rejected or unmatched one.
 */
export function WebhooksScreen({ copy }: WebhooksScreenProps = {}) {
  const api = useApiClient();
  const endpoints = useQuery(webhookEndpointsQueryOptions(api));
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const [open, setOpen] = useState<Open | null>(null);

  const close = () => {
    create.reset();
    update.reset();
    rotate.reset();
    remove.reset();
    setOpen(null);
  };
  const showSecret = (answer: WebhookEndpointWithSecret, rotated: boolean) => {
    create.reset();
    rotate.reset();
    setOpen({ kind: 'created', answer, rotated });
  };

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    { id: 'name', header: 'Name', cell: (endpoint) => endpoint.name },
    { id: 'type', header: 'Sender', cell: (endpoint) => typeLabels[endpoint.type] },
    {
      id: 'enabled',
      header: 'Status',
      cell: (endpoint) => (endpoint.enabled ? 'Enabled' : 'Disabled'),
    },
    {
      id: 'path',
      header: 'URL path',
      cell: (endpoint) => <code className="break-all font-mono text-xs">{endpoint.path}</code>,
    },
    {
      id: 'last',
      header: 'Last delivery',
      cell: (endpoint) =>
        endpoint.last_delivery_at ? formatDateTime(endpoint.last_delivery_at) : 'None yet',
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (endpoint) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Deliveries of ${endpoint.name}`}
            onClick={() => setOpen({ kind: 'deliveries', endpoint })}
          >
            Deliveries
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.name}`}
            loading={
              update.isPending &&
              open === null &&
              update.variables.endpointId === endpoint.endpoint_id
            }
            onClick={() =>
              endpoint.enabled
                ? setOpen({ kind: 'disable', endpoint })
                : update.mutate({ endpointId: endpoint.endpoint_id, request: { enabled: true } })
            }
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          {endpoint.type === 'generic' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Rotate the secret of ${endpoint.name}`}
              onClick={() => setOpen({ kind: 'rotate', endpoint })}
            >
              Rotate secret
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${endpoint.name}`}
            onClick={() => setOpen({ kind: 'delete', endpoint })}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhooks"
        description="Endpoints other systems send their events to: a CRM signing per Standard Webhooks, or Stripe's payments and refunds."
        actions={<Button onClick={() => setOpen({ kind: 'create' })}>New endpoint</Button>}
      />
      {update.error && open === null ? <Alert tone="error">{update.error.message}</Alert> : null}
      <AdminTable
        label="Webhook endpoints"
        columns={columns}
        rows={endpoints.data}
        getRowId={(endpoint) => endpoint.endpoint_id}
        loading={endpoints.isPending}
        error={endpoints.isError ? 'Failed to load webhook endpoints' : undefined}
        onRetry={() => void endpoints.refetch()}
        emptyTitle="No webhook endpoints yet"
        emptyDescription="Create one for a CRM or for Stripe, then give the sender its URL."
      />
      {open?.kind === 'create' ? (
        <WebhookEndpointForm
          saving={create.isPending}
          problem={create.error ? problemOf(create.error) : null}
          onSave={(request) =>
            create.mutate(request, { onSuccess: (answer) => showSecret(answer, false) })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <WebhookSecretDialog
          name={open.answer.endpoint.name}
          url={urlOf(open.answer.endpoint)}
          secret={open.answer.secret}
          rotated={open.rotated}
          {...(copy ? { copy } : {})}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'disable' ? (
        <ConfirmDialog
          title={`Disable ${open.endpoint.name}?`}
          description="Its sender's events are refused (404) until you enable it again; nothing already received changes."
          confirmLabel="Disable endpoint"
          destructive
          saving={update.isPending}
          problem={update.error?.message}
          onConfirm={() =>
            update.mutate(
              { endpointId: open.endpoint.endpoint_id, request: { enabled: false } },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'rotate' ? (
        <ConfirmDialog
          title={`Rotate the secret of ${open.endpoint.name}?`}
          description="A new signing secret is shown once. The current one keeps working for 24 hours, so the sender can switch."
          confirmLabel="Rotate secret"
          saving={rotate.isPending}
          problem={rotate.error?.message}
          onConfirm={() =>
            rotate.mutate(open.endpoint.endpoint_id, {
              onSuccess: (answer) => showSecret(answer, true),
            })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${open.endpoint.name}?`}
          description="Its URL stops accepting events and its deliveries are removed. The deals, calls and outbound it recorded stay."
          confirmLabel="Delete endpoint"
          destructive
          saving={remove.isPending}
          problem={remove.error?.message}
          onConfirm={() => remove.mutate(open.endpoint.endpoint_id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'deliveries' ? (
        <WebhookDeliveriesDialog endpoint={open.endpoint} onClose={close} />
      ) : null}
    </div>
  );
}
