import {
  createWebhookEndpointRequestSchema,
  type CreateWebhookEndpointRequest,
  type WebhookEndpointType,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  contractValidator,
  Dialog,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';

type Field = 'type' | 'name' | 'signing_secret';
type Values = {
  type: WebhookEndpointType;
  name: string;
  signing_secret: string;
  auto_approve: boolean;
};

const labels: Record<Field, string> = {
  type: 'Sender',
  name: 'Name',
  signing_secret: 'Signing secret',
};

const typeOptions = [
  { value: 'generic', label: 'Generic (Standard Webhooks)' },
  { value: 'stripe', label: 'Stripe' },
] as const;

/** The request the form sends: a Stripe endpoint with its secret and auto-approve, else a name. */
const requestOf = (value: Values) =>
  createWebhookEndpointRequestSchema.safeParse(
    value.type === 'stripe'
      ? {
          type: value.type,
          name: value.name,
          signing_secret: value.signing_secret,
          auto_approve: value.auto_approve,
        }
      : { type: value.type, name: value.name },
  );

export type WebhookEndpointFormProps = {
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (request: CreateWebhookEndpointRequest) => void;
  onClose: () => void;
};

/**
 * Adds a webhook endpoint: a generic one gets a signing secret from the server (shown once
 * after saving); a Stripe one takes the secret Stripe shows for the destination, and may
 * approve its payments at once.
 */
export function WebhookEndpointForm({
  saving,
  problem,
  onSave,
  onClose,
}: WebhookEndpointFormProps) {
  const form = useAppForm({
    defaultValues: {
      type: 'generic',
      name: '',
      signing_secret: '',
      auto_approve: false,
    } as Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: contractValidator(requestOf, labels) },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) onSave(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <Dialog
      title="New webhook endpoint"
      description="Another system sends its events to this endpoint's URL; each delivery is listed with what became of it."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label="New webhook endpoint"
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="type">
            {(field) => <field.Select label={labels.type} options={typeOptions} />}
          </form.AppField>
          <form.AppField name="name">
            {(field) => <field.TextField label={labels.name} required maxLength={100} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.type === 'stripe'}>
            {(stripe) =>
              stripe ? (
                <>
                  <form.AppField name="signing_secret">
                    {(field) => (
                      <field.TextField
                        label={labels.signing_secret}
                        required
                        autoComplete="off"
                        hint="The whsec_… secret Stripe shows for this destination"
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="auto_approve">
                    {(field) => (
                      <field.Checkbox
                        label="Approve payments at once"
                        hint="Commission is paid without waiting for an admin's approval"
                      />
                    )}
                  </form.AppField>
                </>
              ) : (
                <p className="text-sm text-fg-muted">
                  The signing secret is shown once after you create the endpoint.
                </p>
              )
            }
          </form.Subscribe>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Create endpoint</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
