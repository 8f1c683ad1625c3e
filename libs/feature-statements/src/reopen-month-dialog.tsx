import { statementReopenRequestSchema } from '@salesdash/api-contract';
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
import { formatMonthLabel } from '@salesdash/util-format';

type Field = 'reason';
const labels: Record<Field, string> = { reason: 'Reason' };

export type ReopenMonthDialogProps = {
  month: string;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/** Reopens a closed month with a required reason; its closed version stays readable. */
export function ReopenMonthDialog({
  month,
  saving,
  problem,
  onSubmit,
  onClose,
}: ReopenMonthDialogProps) {
  const requestOf = (value: Record<Field, string>) =>
    statementReopenRequestSchema.safeParse({ month, reason: value.reason });
  const form = useAppForm({
    defaultValues: { reason: '' } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: contractValidator(requestOf, labels) },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) onSubmit(parsed.data.reason);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  return (
    <Dialog
      title={`Reopen ${formatMonthLabel(month)}?`}
      description="Its statements become “so far” again until the next close, which stores a new version; the closed version stays readable and its payroll export is marked superseded."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label="Reopen the month"
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="reason">
            {(field) => <field.TextField label={labels.reason} required maxLength={2000} />}
          </form.AppField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Reopen month</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
