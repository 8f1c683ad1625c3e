import { createStatementDisputeRequestSchema, type StatementLine } from '@salesdash/api-contract';
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
import { formatMoney } from '@salesdash/util-format';

type Field = 'comment';
// The field's label is a question; its errors name it as a subject, so they read as one
// sentence ("Your comment is required: …"), not "What is wrong with this line? is required".
const labels: Record<Field, string> = { comment: 'Your comment' };
const question = 'What is wrong with this line?';

export type DisputeDialogProps = {
  line: StatementLine;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSubmit: (comment: string) => void;
  onClose: () => void;
};

/** Flags a line of one's own statement with a comment (required) for an admin to resolve. */
export function DisputeDialog({ line, saving, problem, onSubmit, onClose }: DisputeDialogProps) {
  const form = useAppForm({
    defaultValues: { comment: '' } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: contractValidator(
        (value: Record<Field, string>) => createStatementDisputeRequestSchema.safeParse(value),
        labels,
      ),
    },
    onSubmit: ({ value }) => {
      const parsed = createStatementDisputeRequestSchema.safeParse(value);
      if (parsed.success) onSubmit(parsed.data.comment);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  return (
    <Dialog
      title="Dispute this line"
      description={`${line.explanation} · ${formatMoney(line.amount)}. An admin reads your comment and accepts or rejects it; you are notified either way.`}
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label="Dispute a line"
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="comment">
            {(field) => <field.TextField label={question} required maxLength={2000} />}
          </form.AppField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Send dispute</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
