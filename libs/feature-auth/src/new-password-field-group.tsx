import { useSubmitAttempted, withFieldGroup } from '@salesdash/ui-kit';
import { NewPasswordFields } from './new-password-fields.tsx';

type NewPasswordFieldGroupProps = {
  /** The account's email ('' when unknown). */
  email: string;
  disabled?: boolean;
  /** What the server refused about the new password. */
  passwordProblem?: string | undefined;
  autoFocus?: boolean;
};

/**
 * {@link NewPasswordFields} over a kit form's new password and its confirmation:
 * `<NewPasswordFieldGroup form={form} fields={{ password: 'password', confirm: 'confirm' }} />`.
 * The rules show as hints while typing and as errors after the first submit.
 */
export const NewPasswordFieldGroup = withFieldGroup({
  defaultValues: { password: '', confirm: '' },
  props: { email: '' } as NewPasswordFieldGroupProps,
  render: function NewPasswordFieldGroupRender({ group, ...props }) {
    const submitted = useSubmitAttempted();
    return (
      <group.Subscribe selector={(state) => state.values}>
        {({ password, confirm }) => (
          <NewPasswordFields
            {...props}
            password={password}
            confirm={confirm}
            onPasswordChange={(next) => group.setFieldValue('password', next)}
            onConfirmChange={(next) => group.setFieldValue('confirm', next)}
            showErrors={submitted}
          />
        )}
      </group.Subscribe>
    );
  },
});
