import {
  createApiKeyRequestSchema,
  type ApiKeyScope,
  type CreateApiKeyRequest,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Dialog,
  contractValidator,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';
import { apiKeyScopeOptions } from './api-key-scopes.ts';

type Field = 'name' | 'scopes';

const labels: Record<Field, string> = { name: 'Name', scopes: 'Scopes' };

export type ApiKeyFormProps = {
  saving: boolean;
  /** What the server refused, under the field it names. */
  problem?: FormProblem | null | undefined;
  onSave: (request: CreateApiKeyRequest) => void;
  onClose: () => void;
};

/**
 * Creates an organization API key: a name to recognize it by and the scopes it may use, each
 * with what it opens. The key acts as the admin who creates it.
 */
export function ApiKeyForm({ saving, problem, onSave, onClose }: ApiKeyFormProps) {
  const form = useAppForm({
    defaultValues: { name: '', scopes: [] as ApiKeyScope[] },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: contractValidator(
        (value: CreateApiKeyRequest) => createApiKeyRequestSchema.safeParse(value),
        labels,
      ),
    },
    onSubmit: ({ value }) => {
      const parsed = createApiKeyRequestSchema.safeParse(value);
      if (parsed.success) onSave(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <Dialog
      title="New API key"
      description="Another service calls the API with it, acting as you. Give it only the scopes it needs."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label="New API key"
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={labels.name}
                required
                maxLength={100}
                hint="E.g. the service that uses it, to recognize it later"
              />
            )}
          </form.AppField>
          <form.AppField name="scopes">
            {(field) => (
              <field.CheckboxGroup label={labels.scopes} options={apiKeyScopeOptions} required />
            )}
          </form.AppField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Create key</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
