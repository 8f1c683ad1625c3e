import {
  addProductUserRequestSchema,
  maxProductTitleLength,
  type AddProductUserRequest,
  type OrgUser,
  type ProductEmployee,
  type Role,
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

type Field = 'user_id' | 'role_id' | 'title' | 'effective_from';

const labels: Record<Field, string> = {
  user_id: 'Person',
  role_id: 'Sales role',
  title: 'Title',
  effective_from: 'From',
};

export type TeamMemberFormProps = {
  productName: string;
  /** The member an edit starts from; someone new otherwise. */
  member?: ProductEmployee | undefined;
  /** Who may be added: active people not yet on the team (an edit shows its member only). */
  people: readonly OrgUser[];
  /** Active sales roles (archived ones leave the pickers). */
  roles: readonly Role[];
  today: string;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (request: Required<AddProductUserRequest>) => void;
  onClose: () => void;
};

/**
 * Puts a person on a product's team, or changes their role or title: the role applies to deals
 * dated from the chosen day on, so earlier deals keep the rate they were made under.
 */
export function TeamMemberForm({
  productName,
  member,
  people,
  roles,
  today,
  saving,
  problem,
  onSave,
  onClose,
}: TeamMemberFormProps) {
  const requestOf = (values: Record<Field, string>) =>
    addProductUserRequestSchema.safeParse({
      user_id: values.user_id === '' ? undefined : Number(values.user_id),
      role_id: values.role_id,
      title: values.title,
      effective_from: values.effective_from,
    });
  const form = useAppForm({
    defaultValues: {
      user_id: member ? String(member.user_id) : '',
      role_id: member?.role_id ?? '',
      title: member?.title ?? '',
      effective_from: today,
    } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const missing: Partial<Record<Field, string>> = {};
        if (value.user_id === '') missing.user_id = 'Choose a person';
        if (value.role_id === '') missing.role_id = 'Choose a sales role';
        const parsed = requestOf(value);
        const fields = {
          ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues, labels)),
          ...missing,
        };
        return Object.keys(fields).length === 0 ? undefined : { fields };
      },
    },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) {
        onSave({
          user_id: parsed.data.user_id,
          role_id: parsed.data.role_id,
          title: parsed.data.title ?? '',
          effective_from: parsed.data.effective_from ?? today,
        });
      }
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  const nameOf = (person: OrgUser) => person.display_name;

  return (
    <Dialog
      title={member ? `Change a role on ${productName}` : `Add a person to ${productName}`}
      description="The role pays deals dated from the chosen day on; earlier deals keep their rate."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={member ? 'Change team member' : 'Add team member'}
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="user_id">
            {(field) => (
              <field.Select
                label={labels.user_id}
                required
                disabled={member !== undefined}
                placeholder="Select a person"
                options={people.map((person) => ({
                  value: String(person.user_id),
                  label: nameOf(person),
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="role_id">
            {(field) => (
              <field.Select
                label={labels.role_id}
                required
                placeholder="Select a sales role"
                options={roles.map((role) => ({
                  value: role.role_id,
                  label: `${role.role_title} (${role.commission} %)`,
                }))}
              />
            )}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="title">
              {(field) => (
                <field.TextField
                  label={labels.title}
                  maxLength={maxProductTitleLength}
                  hint="e.g. Senior closer"
                />
              )}
            </form.AppField>
            <form.AppField name="effective_from">
              {(field) => <field.TextField label={labels.effective_from} type="date" required />}
            </form.AppField>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>{member ? 'Save changes' : 'Add to team'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
