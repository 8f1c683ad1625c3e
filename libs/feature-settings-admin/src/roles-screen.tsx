import type { RateChangePreview, Role, UpdateRoleRequest } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  rolesQueryOptions,
  useCreateRole,
  usePreviewRoleUpdate,
  useUpdateRole,
} from '@salesdash/data-access-people';
import { formatMoney, formatPercent } from '@salesdash/util-format';
import {
  Button,
  PageHeader,
  RateChangeConfirm,
  localToday,
  toast,
  type DataTableColumn,
} from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from './admin-table.tsx';
import { ArchiveDialog } from './archive-dialog.tsx';
import { ArchivedName } from './archived-name.tsx';
import { RoleForm, type RoleFormValues } from './role-form.tsx';
import { upcomingRate } from './upcoming-rate.ts';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; role: Role }
  | { kind: 'archive'; role: Role }
  /** A re-rate from a past day, waiting for the admin's yes. */
  | { kind: 'confirm'; role: Role; request: UpdateRoleRequest & { effective_from: string } };

/** The toast after a role is saved: what changed and, after a look back, what it repriced. */
function savedMessage(role: Role, preview: RateChangePreview | undefined): string {
  const saved = `${role.role_title} saved`;
  if (!preview || preview.repriced_deals === 0) return saved;
  const sign = preview.commission_change < 0 ? '\u2212' : '+';
  const deals = `${preview.repriced_deals} pending deal${preview.repriced_deals === 1 ? '' : 's'}`;
  return `${saved}: ${deals} repriced (${sign}${formatMoney(Math.abs(preview.commission_change))})`;
}

/** The edit to send: only what changed, a new percent with the day it applies from. */
function editOf(role: Role, values: RoleFormValues) {
  return {
    version: role.version,
    ...(values.role_title === role.role_title ? {} : { role_title: values.role_title }),
    ...(values.commission === role.commission
      ? {}
      : { commission: values.commission, effective_from: values.effective_from }),
  };
}

/**
 * Sales roles (admin): each role's percent in force today and any change still to come.
 * Create, rename and re-rate from a chosen day on (deals dated earlier keep the old rate; paid
 * commission never changes), archive with a confirmation.
 */
export function RolesScreen() {
  const api = useApiClient();
  const roles = useQuery(rolesQueryOptions(api));
  const create = useCreateRole();
  const update = useUpdateRole();
  const preview = usePreviewRoleUpdate();
  const [open, setOpen] = useState<Open | null>(null);
  const today = localToday();

  const close = () => {
    create.reset();
    update.reset();
    preview.reset();
    setOpen(null);
  };

  const saveEdit = (role: Role, request: UpdateRoleRequest) =>
    update.mutate(
      { roleId: role.role_id, request },
      {
        onSuccess: () => {
          toast.success(savedMessage(role, preview.data));
          close();
        },
        // The form shows why, with the change to adjust.
        onError: () => setOpen({ kind: 'edit', role }),
      },
    );

  const columns: DataTableColumn<Role>[] = [
    {
      id: 'title',
      header: 'Sales role',
      cell: (role) => <ArchivedName name={role.role_title} isActive={role.is_active} />,
    },
    {
      id: 'commission',
      header: 'Commission today',
      align: 'end',
      cell: (role) => formatPercent(role.commission / 100),
    },
    {
      id: 'next',
      header: 'Next change',
      cell: (role) => {
        const next = upcomingRate(role, today);
        return next ? `${formatPercent(next.commission / 100)} from ${next.effective_from}` : '—';
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (role) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${role.role_title}`}
            onClick={() => setOpen({ kind: 'edit', role })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${role.is_active ? 'Archive' : 'Restore'} ${role.role_title}`}
            onClick={() => setOpen({ kind: 'archive', role })}
          >
            {role.is_active ? 'Archive' : 'Restore'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sales roles"
        description="What reps are paid as: a percent of the cash they collect. A change applies from the day you choose."
        actions={<Button onClick={() => setOpen({ kind: 'create' })}>New sales role</Button>}
      />
      <AdminTable
        label="Sales roles"
        columns={columns}
        rows={roles.data}
        getRowId={(role) => role.role_id}
        loading={roles.isPending}
        error={roles.isError ? 'Failed to load sales roles' : undefined}
        onRetry={() => void roles.refetch()}
        emptyTitle="No sales roles yet"
        emptyDescription="Create a role such as Closer or Setter with its percent."
      />
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <RoleForm
          role={open.kind === 'edit' ? open.role : undefined}
          today={today}
          saving={create.isPending || update.isPending}
          problem={
            create.error ? problemOf(create.error) : update.error ? problemOf(update.error) : null
          }
          onSave={(values) => {
            if (open.kind === 'create') {
              create.mutate(
                { role_title: values.role_title, commission: values.commission },
                { onSuccess: close },
              );
              return;
            }
            const request = editOf(open.role, values);
            // A new percent from a past day reprices pending deals: ask first, with the
            // server's count (ISO days compare as text).
            if (request.effective_from !== undefined && request.effective_from < today) {
              setOpen({
                kind: 'confirm',
                role: open.role,
                request: { ...request, effective_from: request.effective_from },
              });
              preview.mutate({ roleId: open.role.role_id, request });
              return;
            }
            saveEdit(open.role, request);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'confirm' ? (
        <RateChangeConfirm
          who={`the ${open.role.role_title} role`}
          from={open.request.effective_from}
          preview={preview.data}
          error={preview.isError ? problemOf(preview.error).message : null}
          onRetry={() => preview.mutate({ roleId: open.role.role_id, request: open.request })}
          saving={update.isPending}
          onConfirm={() => saveEdit(open.role, open.request)}
          onCancel={() => {
            preview.reset();
            setOpen({ kind: 'edit', role: open.role });
          }}
        />
      ) : null}
      {open?.kind === 'archive' ? (
        <ArchiveDialog
          name={open.role.role_title}
          kind="sales role"
          restore={!open.role.is_active}
          saving={update.isPending}
          problem={update.error?.message}
          onConfirm={() =>
            update.mutate(
              {
                roleId: open.role.role_id,
                request: { version: open.role.version, is_active: !open.role.is_active },
              },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
