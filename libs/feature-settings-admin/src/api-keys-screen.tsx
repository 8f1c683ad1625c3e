import type { ApiKey, CreatedApiKey } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  apiKeysQueryOptions,
  useCreateApiKey,
  useRevokeApiKey,
} from '@salesdash/data-access-integrations';
import { Badge, Button, PageHeader, type DataTableColumn } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from './admin-table.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { apiKeyScopeText } from './api-key-scopes.ts';
import { apiKeySuspensionText } from './api-key-status-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { NewApiKeyDialog } from './new-api-key-dialog.tsx';

export type ApiKeysScreenProps = {
  /** Injected for tests and stories: how the new key is copied (the Clipboard API otherwise). */
  copy?: (text: string) => Promise<void>;
};

type Open =
  | { kind: 'create' }
  | { kind: 'created'; created: CreatedApiKey }
  | { kind: 'revoke'; key: ApiKey };

/**
 * API keys (admin): the organization's keys for other services, revoked ones too, with their
 * scopes, first characters, creator, last use and status (active, suspended with the reason
 * while its creator is not an active admin, or revoked). Create one (its secret shown once, to
 * copy) and revoke one after a confirmation: its next request is refused.
 */
export function ApiKeysScreen({ copy }: ApiKeysScreenProps = {}) {
  const api = useApiClient();
  const keys = useQuery(apiKeysQueryOptions(api));
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState<Open | null>(null);

  const close = () => {
    create.reset();
    revoke.reset();
    setOpen(null);
  };

  const columns: DataTableColumn<ApiKey>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (key) => <span className="font-medium text-fg">{key.name}</span>,
    },
    {
      id: 'scopes',
      header: 'Scopes',
      cell: (key) => (
        <ul className="space-y-0.5">
          {key.scopes.map((scope) => (
            <li key={scope} className="whitespace-nowrap">
              {apiKeyScopeText[scope].label}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'prefix',
      header: 'Key',
      cell: (key) => (
        <code
          className="whitespace-nowrap font-mono text-xs text-fg"
          aria-label={`Starts with ${key.prefix}`}
        >
          {key.prefix}…
        </code>
      ),
    },
    {
      id: 'created_by',
      header: 'Created by',
      cell: (key) => key.created_by_name ?? <span className="text-fg-muted">A former admin</span>,
    },
    {
      id: 'created',
      header: 'Created',
      cell: (key) => <span className="whitespace-nowrap">{formatDateTime(key.created_at)}</span>,
    },
    {
      id: 'last_used',
      header: 'Last used',
      cell: (key) =>
        key.last_used_at ? (
          <span className="whitespace-nowrap">{formatDateTime(key.last_used_at)}</span>
        ) : (
          <span className="text-fg-muted">Never</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (key) => {
        if (key.revoked_at) {
          return (
            <span className="whitespace-nowrap text-fg-muted">
              Revoked {formatDateTime(key.revoked_at)}
            </span>
          );
        }
        if (key.status === 'suspended' && key.suspended_reason) {
          return (
            <div className="max-w-xs space-y-1">
              <Badge tone="warning">Suspended</Badge>
              <p className="text-xs text-fg-muted">{apiKeySuspensionText[key.suspended_reason]}</p>
            </div>
          );
        }
        return <span className="font-medium text-fg">Active</span>;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (key) =>
        key.revoked_at ? null : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Revoke ${key.name}`}
            onClick={() => setOpen({ kind: 'revoke', key })}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="API keys"
        description="Keys other services use to call the API as the admin who created them, limited to their scopes. A key is suspended while its creator is not an active admin, and works again when they are."
        actions={<Button onClick={() => setOpen({ kind: 'create' })}>New API key</Button>}
      />
      <AdminTable
        label="API keys"
        columns={columns}
        rows={keys.data?.api_keys}
        getRowId={(key) => String(key.api_key_id)}
        loading={keys.isPending}
        error={keys.isError ? 'Failed to load API keys' : undefined}
        onRetry={() => void keys.refetch()}
        emptyTitle="No API keys yet"
        emptyDescription="Create one to let another service read metrics or records, write records or import."
      />
      {open?.kind === 'create' ? (
        <ApiKeyForm
          saving={create.isPending}
          problem={create.error ? problemOf(create.error) : null}
          onSave={(request) =>
            create.mutate(request, {
              onSuccess: (created) => {
                // The secret lives in this state only, until the dialog closes.
                create.reset();
                setOpen({ kind: 'created', created });
              },
            })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <NewApiKeyDialog created={open.created} copy={copy} onClose={close} />
      ) : null}
      {open?.kind === 'revoke' ? (
        <ConfirmDialog
          title={`Revoke ${open.key.name}?`}
          description={`The key starting with ${open.key.prefix} stops working at once: its next request is refused. This cannot be undone; the service needs a new key.`}
          confirmLabel="Revoke key"
          destructive
          saving={revoke.isPending}
          problem={revoke.error?.message}
          onConfirm={() => revoke.mutate(open.key.api_key_id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
