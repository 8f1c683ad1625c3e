import {
  accessLevels,
  type AccessLevel,
  type CreatedInvite,
  type OrgUser,
  type PeopleQuery,
  type PendingInvite,
} from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  orgUsersQueryOptions,
  peopleQueryOptions,
  pendingInvitesQueryOptions,
  rolesQueryOptions,
  useResendInvite,
  useRevokeInvite,
  useUpdatePerson,
} from '@salesdash/data-access-people';
import {
  Button,
  DataTable,
  PageHeader,
  type DataTableColumn,
  type DataTableSort,
} from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { accessLabel } from './access-label.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PendingInvites } from './pending-invites.tsx';
import { PersonForm } from './person-form.tsx';

export type PeopleScreenProps = {
  /** The signed-in admin or manager. */
  viewer: { user_id: number; access: AccessLevel };
  /** The invite flow, filled by the shell (feature-auth's invite dialog behind a button). */
  inviteAction?: ReactNode;
};

type Open =
  | { kind: 'edit'; person: OrgUser }
  | { kind: 'status'; person: OrgUser }
  | { kind: 'resend'; invite: PendingInvite }
  | { kind: 'revoke'; invite: PendingInvite };

const pageSize = 10;

// "Inactive", the team filter's word: it covers people deactivated here and people an import
// created (never registered), who were never "deactivated".
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Inactive' },
];

/** One chip is a filter; none or both lists everyone. */
const statusOf = (chips: readonly string[]): PeopleQuery['status'] =>
  chips.length === 1 ? (chips[0] as 'active' | 'deactivated') : 'all';

/**
 * People (admins: the organization; managers: their team): a searchable, paged table with each
 * person's access level, manager, default sales role and status; edit, deactivate and
 * reactivate (asked first: sessions end at once and the seat frees); the pending invites with
 * resend and revoke; and the invite flow through `inviteAction`.
 */
export function PeopleScreen({ viewer, inviteAction }: PeopleScreenProps) {
  const api = useApiClient();
  const isAdmin = viewer.access <= accessLevels.admin;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [chips, setChips] = useState<string[]>(['active']);
  const [sort, setSort] = useState<DataTableSort>({ field: 'name', order: 'asc' });
  const query: PeopleQuery = {
    page,
    limit: pageSize,
    status: statusOf(chips),
    sortField: sort.field as NonNullable<PeopleQuery['sortField']>,
    sortOrder: sort.order,
    ...(search.trim().length >= 2 ? { search: search.trim() } : {}),
  };
  const people = useQuery(peopleQueryOptions(api, query));
  const invites = useQuery(pendingInvitesQueryOptions(api));
  const roles = useQuery(rolesQueryOptions(api));
  const everyone = useQuery({ ...orgUsersQueryOptions(api), enabled: isAdmin });
  const update = useUpdatePerson();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [open, setOpen] = useState<Open | null>(null);
  const [resent, setResent] = useState<CreatedInvite | null>(null);

  const close = () => {
    update.reset();
    resend.reset();
    revoke.reset();
    setOpen(null);
  };
  const managers = (everyone.data ?? []).filter(
    (person) => person.is_active && !person.is_pending && person.access <= accessLevels.manager,
  );
  const isSelf = (person: OrgUser) => person.user_id === viewer.user_id;

  const columns: DataTableColumn<OrgUser>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (person) => (
        <div className="min-w-0">
          <p className="font-medium text-fg">{person.display_name}</p>
          <p className="truncate text-fg-muted">{person.email}</p>
        </div>
      ),
    },
    {
      id: 'access',
      header: 'Access',
      sortable: true,
      cell: (person) => accessLabel(person.access),
    },
    { id: 'manager', header: 'Manager', cell: (person) => person.manager_name ?? '—' },
    { id: 'role', header: 'Sales role', cell: (person) => person.role_title ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (person) =>
        person.is_active ? (
          <span className="font-medium text-fg">Active</span>
        ) : (
          <span className="text-fg-muted">Inactive</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (person) =>
        isSelf(person) ? (
          <span className="text-fg-muted">You</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${person.display_name}`}
              onClick={() => setOpen({ kind: 'edit', person })}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${person.is_active ? 'Deactivate' : 'Reactivate'} ${person.display_name}`}
              onClick={() => setOpen({ kind: 'status', person })}
            >
              {person.is_active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="People"
        description={
          isAdmin
            ? 'Everyone in the organization: access level, manager, sales role and seat.'
            : 'Your team: their sales roles and whether they can sign in.'
        }
        actions={inviteAction}
      />
      <DataTable
        label="People"
        columns={columns}
        rows={people.data?.people ?? []}
        getRowId={(person) => String(person.user_id)}
        totalCount={people.data?.pagination.totalCount ?? 0}
        totalPages={Math.max(1, people.data?.pagination.totalPages ?? 1)}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        search={search}
        searchLabel="Search people by name or email"
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        statusOptions={statusOptions}
        statusFilter={chips}
        onStatusFilterChange={(next) => {
          setChips(next);
          setPage(1);
        }}
        loading={people.isPending}
        error={people.isError ? 'Failed to load Employees' : undefined}
        onRetry={() => void people.refetch()}
        emptyTitle={search ? 'Nobody matches' : 'Nobody here yet'}
        emptyDescription={
          search ? 'Try another name or email.' : 'Invite someone to give them a seat.'
        }
      />
      <PendingInvites
        invites={invites.data?.invites}
        loading={invites.isPending}
        error={invites.isError ? 'Failed to load pending invites' : undefined}
        onRetry={() => void invites.refetch()}
        resent={resent}
        onResend={(invite) => setOpen({ kind: 'resend', invite })}
        onRevoke={(invite) => setOpen({ kind: 'revoke', invite })}
      />
      {open?.kind === 'edit' ? (
        <PersonForm
          person={open.person}
          isAdmin={isAdmin}
          managers={managers}
          roles={roles.data ?? []}
          saving={update.isPending}
          problem={update.error ? problemOf(update.error) : null}
          onSave={(request) =>
            update.mutate({ userId: open.person.user_id, request }, { onSuccess: close })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'status' ? (
        <ConfirmDialog
          title={`${open.person.is_active ? 'Deactivate' : 'Reactivate'} ${open.person.display_name}?`}
          description={
            open.person.is_active
              ? 'They are signed out everywhere at once: their sessions end and their open pages stop updating. Their seat is freed. Their deals and history stay.'
              : 'They can sign in again with their password. They take a seat again.'
          }
          confirmLabel={open.person.is_active ? 'Deactivate' : 'Reactivate'}
          destructive={open.person.is_active}
          saving={update.isPending}
          problem={update.error?.message}
          onConfirm={() =>
            update.mutate(
              {
                userId: open.person.user_id,
                request: { is_active: !open.person.is_active, version: open.person.version },
              },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'resend' ? (
        <ConfirmDialog
          title={`Send ${open.invite.user.email} a new link?`}
          description="Their current link stops working; the new one is valid for 7 days."
          confirmLabel="Send a new link"
          saving={resend.isPending}
          problem={resend.error?.message}
          onConfirm={() =>
            resend.mutate(open.invite.user.user_id, {
              onSuccess: (created) => {
                setResent(created);
                close();
              },
            })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'revoke' ? (
        <ConfirmDialog
          title={`Revoke the invite of ${open.invite.user.email}?`}
          description="Their link stops working and the seat is freed. You can invite them again later."
          confirmLabel="Revoke invite"
          destructive
          saving={revoke.isPending}
          problem={revoke.error?.message}
          onConfirm={() => revoke.mutate(open.invite.user.user_id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
