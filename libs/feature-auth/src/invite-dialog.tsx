import {
  accessLevels,
  inviteRequestSchema,
  type AccessLevel,
  type SeatInfo,
} from '@salesdash/api-contract';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import {
  orgUsersQueryOptions,
  rolesQueryOptions,
  seatInfoQueryOptions,
  useInviteUser,
} from '@salesdash/data-access-people';
import {
  Alert,
  Button,
  contractValidator,
  CopyLinkField,
  Dialog,
  revalidateLogic,
  Skeleton,
  useAppForm,
} from '@salesdash/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';

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

type Values = {
  email: string;
  first_name: string;
  last_name: string;
  access: string;
  role_id: string;
  manager_id: string;
};

const labels = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  access: 'Access level',
  role_id: 'Sales role',
  manager_id: 'Manager',
} as const satisfies Record<keyof Values, string>;

/** The invite as the contract reads it, from the form's values and the inviter's rights. */
const requestOf = (value: Values, isManager: boolean) => ({
  email: value.email,
  first_name: value.first_name,
  last_name: value.last_name,
  access: isManager ? accessLevels.employee : (Number(value.access) as 2 | 3 | 4),
  role_id: value.role_id === '' ? null : value.role_id,
  // A manager's invitee joins their own team (the server sets it): the form sends none.
  manager_id: isManager || value.manager_id === '' ? null : Number(value.manager_id),
});

/** What a person without a sales role is paid: nothing, until an admin gives them one. */
const noSalesRoleLabel = 'No sales role (pays 0 %)';

/**
 * The server's own message for a failed invite (invite calls show it), or null
 * when no answer came back (offline): then 'Failed to create user' says it all.
 */
function serverMessageOf(error: unknown): string | null {
  return isApiError(error) && error.status > 0 ? error.message : null;
}

/** The fixed words for a failed invite. */
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
 * "Invite teammate": email (checked by the contract before sending), names, access level
 * (managers: employee only), sales role (`GET /api/roles`, each with its rate; none pays 0 %)
 * and, for admins, the manager whose team they join (`GET /api/users`), with the seats left (`GET /api/organizations/:id/seat-count`, fetched again
 * after each invite). On success it shows the single-use link with a Copy button, and says
 * whether the server also emailed it (mail on) or it must be passed on by hand.
 */
export function InviteDialog({ organizationId, inviterAccess, onClose }: InviteDialogProps) {
  const api = useApiClient();
  const isManager = inviterAccess >= accessLevels.manager;
  const roles = useQuery(rolesQueryOptions(api));
  // Only an admin picks the manager: a manager's invitee joins the manager's own team.
  const people = useQuery({ ...orgUsersQueryOptions(api), enabled: !isManager });
  const managerOptions = [
    { value: '', label: 'No manager' },
    ...(people.data ?? [])
      .filter((person) => person.is_active && person.access <= accessLevels.manager)
      .map((person) => ({ value: String(person.user_id), label: person.display_name })),
  ];
  const seats = useQuery(seatInfoQueryOptions(api, organizationId));
  const invite = useInviteUser();
  const submitting = invite.isPending;
  // Undefined: no failure; null: failed without an answer; text: the server's message.
  const error = invite.isError ? serverMessageOf(invite.error) : undefined;
  const created = invite.data ?? null;
  const noSeats = seats.isSuccess && seats.data.available <= 0;

  const form = useAppForm({
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      access: String(accessLevels.employee),
      role_id: '',
      manager_id: '',
    } satisfies Values,
    // On the first submit, then as the fields change; the contract checks the email's form
    // here, before the server is asked.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) =>
        value.email.trim() === ''
          ? { fields: { email: 'Enter an email address.' } }
          : contractValidator(
              (values: Values) => inviteRequestSchema.safeParse(requestOf(values, isManager)),
              labels,
            )({ value }),
    },
    onSubmit: ({ value }) => {
      const request = requestOf(value, isManager);
      const parsed = inviteRequestSchema.safeParse(request);
      // The names and email as the contract trims them; the role id as the roles list gives it.
      if (parsed.success) {
        const { email, first_name, last_name } = parsed.data;
        invite.mutate({ ...request, email, first_name, last_name });
      }
    },
  });

  const inviteLink = created ? new URL(created.invite_url, window.location.origin).href : '';

  const startOver = () => {
    invite.reset();
    form.reset();
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
          {created.emailed ? (
            <Alert tone="success" title="Invitation emailed">
              We emailed {created.user.email} a link to join. It works once and expires in 7 days;
              you can also pass it on yourself.
            </Alert>
          ) : (
            <Alert tone="success" title="Invitation created">
              Send this link to {created.user.email}. It works once and expires in 7 days.
            </Alert>
          )}
          <CopyLinkField url={inviteLink} label="Invite link" />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={startOver}>
              Invite another
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form.AppForm>
          <form.Frame
            aria-label="Invite teammate"
            className="flex flex-col gap-4"
            submitting={submitting}
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
            <form.AppField name="email">
              {(field) => (
                <field.TextField
                  label={labels.email}
                  type="email"
                  name="email"
                  autoComplete="off"
                  required
                />
              )}
            </form.AppField>
            <div className="grid grid-cols-2 gap-3">
              <form.AppField name="first_name">
                {(field) => (
                  <field.TextField label="First name" name="first-name" autoComplete="off" />
                )}
              </form.AppField>
              <form.AppField name="last_name">
                {(field) => (
                  <field.TextField label="Last name" name="last-name" autoComplete="off" />
                )}
              </form.AppField>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <form.AppField name="access">
                {(field) => (
                  <field.Select
                    label="Access level"
                    options={
                      isManager
                        ? accessOptions.filter((o) => o.value === String(accessLevels.employee))
                        : accessOptions
                    }
                    disabled={isManager}
                    hint={isManager ? 'Managers invite employees.' : undefined}
                  />
                )}
              </form.AppField>
              <form.AppField name="role_id">
                {(field) => (
                  <field.Select
                    label={labels.role_id}
                    placeholder={roles.isPending ? 'Loading roles…' : noSalesRoleLabel}
                    options={
                      // Archived roles leave the pickers; each says what it pays.
                      roles.data
                        ?.filter((role) => role.is_active)
                        .map((role) => ({
                          value: role.role_id,
                          label: `${role.role_title} (${role.commission} %)`,
                        })) ?? []
                    }
                    disabled={!roles.isSuccess}
                    hint={
                      roles.isError
                        ? 'Roles could not be loaded.'
                        : field.state.value === ''
                          ? 'Without a sales role their deals pay no commission until you give them one.'
                          : undefined
                    }
                  />
                )}
              </form.AppField>
            </div>
            {isManager ? null : (
              <form.AppField name="manager_id">
                {(field) => (
                  <field.Select
                    label={labels.manager_id}
                    options={managerOptions}
                    disabled={!people.isSuccess}
                    hint={
                      people.isError
                        ? 'People could not be loaded: invite without a manager, or try later.'
                        : 'Whose team they join: an active admin or manager.'
                    }
                  />
                )}
              </form.AppField>
            )}
            <div className="mt-2 flex justify-end gap-2">
              <Button variant="ghost" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <form.SubmitButton disabled={noSeats}>
                {submitting ? 'Inviting…' : 'Send invite'}
              </form.SubmitButton>
            </div>
          </form.Frame>
        </form.AppForm>
      )}
    </Dialog>
  );
}
