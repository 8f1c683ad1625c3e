import { accessLevels, type AccessLevel, type SeatInfo } from '@salesdash/api-contract';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import { rolesQueryOptions, seatInfoQueryOptions, useInviteUser } from '@salesdash/data-access-org';
import {
  Alert,
  Button,
  CopyLinkField,
  Dialog,
  Select,
  Skeleton,
  TextField,
} from '@salesdash/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

export type InviteDialogProps = {
  /** The inviter's organization, for the seat count. */
  organizationId: number;
  /** The inviter's access level: managers may only invite employees (into their own team). */
  inviterAccess: AccessLevel;
  onClose: () => void;
};

const accessOptions = [
  { value: String(accessLevels.admin), label: 'Admin' },
  { value: String(accessLevels.manager), label: 'Manager' },
  { value: String(accessLevels.employee), label: 'Employee' },
];

/**
 * The server's own message for a failed invite (spec §8 rethrows it for invite calls), or null
 * when no answer came back (offline): then 'Failed to create user' says it all.
 */
function serverMessageOf(error: unknown): string | null {
  return isApiError(error) && error.status > 0 ? error.message : null;
}

/** Spec §8's words for a failed invite. */
const inviteFailedTitle = 'Failed to create user';

function SeatSummary({ seats }: { seats: UseQueryResult<SeatInfo> }) {
  if (seats.isPending) return <Skeleton className="h-5 w-40" />;
  if (seats.isError)
    return (
      <p className="text-sm text-fg-muted">
        Seat count unavailable.{' '}
        <button
          type="button"
          className="font-medium text-brand hover:underline"
          onClick={() => void seats.refetch()}
        >
          Retry
        </button>
      </p>
    );
  const { available, seats: total } = seats.data;
  return (
    <p className="text-sm text-fg-muted" data-testid="seat-summary">
      <span className="font-semibold text-fg">{available}</span> of {total} seats available
    </p>
  );
}

/**
 * "Invite teammate": email, names, access level (managers: employee only) and sales role
 * (`GET /api/roles`), with the seats left (`GET /api/organizations/:id/seat-count`, fetched again
 * after each invite). On success it shows the single-use link with a Copy button.
 */
export function InviteDialog({ organizationId, inviterAccess, onClose }: InviteDialogProps) {
  const api = useApiClient();
  const isManager = inviterAccess >= accessLevels.manager;
  const roles = useQuery(rolesQueryOptions(api));
  const seats = useQuery(seatInfoQueryOptions(api, organizationId));
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [access, setAccess] = useState(String(accessLevels.employee));
  const [roleId, setRoleId] = useState('');
  const [touched, setTouched] = useState(false);
  const submitting = invite.isPending;
  // Undefined: no failure; null: failed without an answer; text: the server's message.
  const error = invite.isError ? serverMessageOf(invite.error) : undefined;
  const created = invite.data ?? null;

  const noSeats = seats.isSuccess && seats.data.available <= 0;
  const emailError = touched && email.trim() === '' ? 'Enter an email address.' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() === '') return;
    invite.mutate({
      email: email.trim(),
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      access: isManager ? accessLevels.employee : (Number(access) as 2 | 3 | 4),
      role_id: roleId === '' ? null : roleId,
    });
  };

  const inviteLink = created ? new URL(created.invite_url, window.location.origin).href : '';

  const startOver = () => {
    invite.reset();
    setEmail('');
    setFirstName('');
    setLastName('');
    setRoleId('');
    setTouched(false);
  };

  return (
    <Dialog
      title="Invite teammate"
      description={
        isManager
          ? 'Invite an employee to your team. They set their own name and password.'
          : 'They get a link to set their name and password.'
      }
      onClose={onClose}
    >
      <div className="mb-4">
        <SeatSummary seats={seats} />
      </div>
      {created ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success" title="Invitation created">
            Send this link to {created.user.email}. It works once and expires in 7 days.
          </Alert>
          <CopyLinkField url={inviteLink} label="Invite link" />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={startOver}>
              Invite another
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          aria-label="Invite teammate"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
        >
          {noSeats ? (
            <Alert tone="warning" title="No seats available">
              Free a seat by deactivating someone, or add seats, before inviting.
            </Alert>
          ) : null}
          {error !== undefined ? (
            <Alert tone="error" title={inviteFailedTitle}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            error={emailError}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="First name"
              name="first-name"
              autoComplete="off"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              disabled={submitting}
            />
            <TextField
              label="Last name"
              name="last-name"
              autoComplete="off"
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              disabled={submitting}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Select
              label="Access level"
              options={
                isManager
                  ? accessOptions.filter((o) => o.value === String(accessLevels.employee))
                  : accessOptions
              }
              value={isManager ? String(accessLevels.employee) : access}
              onChange={(event) => setAccess(event.target.value)}
              disabled={submitting || isManager}
              hint={isManager ? 'Managers invite employees.' : undefined}
            />
            <Select
              label="Sales role"
              placeholder={roles.isPending ? 'Loading roles…' : 'No sales role'}
              options={
                roles.data?.map((role) => ({ value: role.role_id, label: role.role_title })) ?? []
              }
              value={roleId}
              onChange={(event) => setRoleId(event.target.value)}
              disabled={submitting || !roles.isSuccess}
              hint={roles.isError ? 'Roles could not be loaded.' : undefined}
            />
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={noSeats}>
              {submitting ? 'Inviting…' : 'Send invite'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
