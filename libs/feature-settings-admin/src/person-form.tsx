import {
  accessLevels,
  updateUserRequestSchema,
  type AccessLevel,
  type OrgUser,
  type Role,
  type UpdateUserRequest,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Dialog,
  fieldErrorsOf,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';
import { accessLabel } from './access-label.ts';

type Field = 'access' | 'manager_id' | 'role_id' | 'payroll_id';

const labels: Record<Field, string> = {
  access: 'Access level',
  manager_id: 'Manager',
  role_id: 'Default sales role',
  payroll_id: 'Payroll ID',
};

export type PersonFormProps = {
  person: OrgUser;
  /** Admins change access levels and teams; a manager only their team's sales roles. */
  isAdmin: boolean;
  /** Who may lead a team: the organization's active admins and managers. */
  managers: readonly OrgUser[];
  /** Active sales roles (archived ones leave the pickers; a person's current one stays). */
  roles: readonly Role[];
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (request: UpdateUserRequest) => void;
  onClose: () => void;
};

type Values = Record<Field, string>;

const accessOptions = [accessLevels.admin, accessLevels.manager, accessLevels.employee].map(
  (level) => ({ value: String(level), label: accessLabel(level) }),
);

/** The edit to send: only what changed, with the version the form was opened on. */
function requestOf(person: OrgUser, values: Values) {
  const access = Number(values.access) as AccessLevel;
  const managerId = values.manager_id === '' ? null : Number(values.manager_id);
  const roleId = values.role_id === '' ? null : values.role_id;
  const payrollId = values.payroll_id.trim();
  return updateUserRequestSchema.safeParse({
    version: person.version,
    ...(access === person.access ? {} : { access }),
    ...(managerId === person.manager_id ? {} : { manager_id: managerId }),
    ...(roleId === person.role_id ? {} : { role_id: roleId }),
    // Emptied, it is sent as "" (the server clears it); unchanged, not at all.
    ...(payrollId === (person.payroll_id ?? '') ? {} : { payroll_id: payrollId }),
  });
}

/**
 * Changes a person's access level, manager and payroll ID (admins) and default sales role. A stale form
 * (someone saved since it opened) is refused by the server with 409, shown above the form.
 */
export function PersonForm({
  person,
  isAdmin,
  managers,
  roles,
  saving,
  problem,
  onSave,
  onClose,
}: PersonFormProps) {
  const form = useAppForm({
    defaultValues: {
      access: String(person.access),
      manager_id: person.manager_id === null ? '' : String(person.manager_id),
      role_id: person.role_id ?? '',
      payroll_id: person.payroll_id ?? '',
    } satisfies Values,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = requestOf(person, value);
        const fields: Partial<Record<Field, string>> = parsed.success
          ? {}
          : fieldErrorsOf(parsed.error.issues, labels);
        if (value.manager_id === String(person.user_id)) {
          fields.manager_id = 'A person cannot manage themselves';
        }
        return Object.keys(fields).length === 0 ? undefined : { fields };
      },
    },
    onSubmit: ({ value }) => {
      const parsed = requestOf(person, value);
      if (parsed.success) onSave(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  const managerOptions = [
    { value: '', label: 'No manager' },
    ...managers
      .filter((manager) => manager.user_id !== person.user_id)
      .map((manager) => ({ value: String(manager.user_id), label: manager.display_name })),
  ];
  const roleOptions = [
    { value: '', label: 'No sales role' },
    ...roles
      .filter((role) => role.is_active || role.role_id === person.role_id)
      .map((role) => ({ value: role.role_id, label: `${role.role_title} (${role.commission} %)` })),
  ];
  const adminOnly = isAdmin ? undefined : 'Only admins change access levels and teams';

  return (
    <Dialog
      title={`Edit ${person.display_name}`}
      description="A new sales role pays their deals from today on; earlier deals keep their rate. A new access level signs them in again as who they are now."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={`Edit ${person.display_name}`}
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="access">
            {(field) => (
              <field.Select
                label={labels.access}
                options={
                  person.access === accessLevels.superadmin
                    ? [
                        { value: '1', label: accessLabel(accessLevels.superadmin) },
                        ...accessOptions,
                      ]
                    : accessOptions
                }
                disabled={!isAdmin}
                hint={adminOnly}
              />
            )}
          </form.AppField>
          <form.AppField name="manager_id">
            {(field) => (
              <field.Select
                label={labels.manager_id}
                options={managerOptions}
                disabled={!isAdmin}
                hint={adminOnly}
              />
            )}
          </form.AppField>
          <form.AppField name="role_id">
            {(field) => <field.Select label={labels.role_id} options={roleOptions} />}
          </form.AppField>
          {isAdmin ? (
            <form.AppField name="payroll_id">
              {(field) => (
                <field.TextField
                  label={labels.payroll_id}
                  maxLength={64}
                  hint="Their ID in the payroll system: the payroll export carries it"
                />
              )}
            </form.AppField>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Save changes</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
