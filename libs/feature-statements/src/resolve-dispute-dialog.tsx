import {
  resolveStatementDisputeRequestSchema,
  type ResolveStatementDisputeRequest,
  type StatementDispute,
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
import { formatMoney, formatMonthLabel } from '@salesdash/util-format';

type Field = 'reason' | 'adjustment_amount';
type Values = Record<Field, string>;

const labels: Record<Field, string> = {
  reason: 'Reason',
  adjustment_amount: 'Adjustment (USD, signed)',
};

export type ResolveDisputeDialogProps = {
  dispute: StatementDispute;
  outcome: 'accepted' | 'rejected';
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSubmit: (request: ResolveStatementDisputeRequest) => void;
  onClose: () => void;
};

/** The request the form sends: an empty amount is no adjustment, a malformed one stays wrong. */
function requestOf(outcome: 'accepted' | 'rejected', value: Values) {
  const amount = value.adjustment_amount.trim();
  return resolveStatementDisputeRequestSchema.safeParse({
    outcome,
    reason: value.reason,
    ...(outcome === 'accepted' && amount !== '' ? { adjustment_amount: Number(amount) } : {}),
  });
}

/** Where the adjustment will be paid, as the API names it ("in 2026 Feb"). */
const whereItLands = (dispute: StatementDispute) =>
  dispute.correction_month === null
    ? 'in the first open month'
    : `in ${formatMonthLabel(dispute.correction_month)}`;

/**
 * Accepts a dispute (a reason and a signed adjustment, both optional; the adjustment is paid as
 * a dispute correction of the line in the month the API names: the disputed month while open,
 * else the first open one) or rejects it (a reason is required). The person is notified either
 * way.
 */
export function ResolveDisputeDialog({
  dispute,
  outcome,
  saving,
  problem,
  onSubmit,
  onClose,
}: ResolveDisputeDialogProps) {
  const form = useAppForm({
    defaultValues: { reason: '', adjustment_amount: '' } satisfies Values,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: contractValidator((value: Values) => requestOf(outcome, value), labels),
    },
    onSubmit: ({ value }) => {
      const parsed = requestOf(outcome, value);
      if (parsed.success) onSubmit(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  const accepting = outcome === 'accepted';
  return (
    <Dialog
      title={accepting ? 'Accept the dispute' : 'Reject the dispute'}
      description={`${dispute.display_name}: ${dispute.line_explanation} · ${formatMoney(dispute.line_amount)} — “${dispute.comment}”`}
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={accepting ? 'Accept the dispute' : 'Reject the dispute'}
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="reason">
            {(field) => (
              <field.TextField
                label={labels.reason}
                required={!accepting}
                maxLength={2000}
                hint={accepting ? 'Optional: the person reads it' : 'The person reads it'}
              />
            )}
          </form.AppField>
          {accepting ? (
            <form.AppField name="adjustment_amount">
              {(field) => (
                <field.TextField
                  label={labels.adjustment_amount}
                  inputMode="decimal"
                  hint={`Optional: e.g. 120.50 paid, or -40 taken back, ${whereItLands(dispute)}, as a dispute correction of the line`}
                />
              )}
            </form.AppField>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>{accepting ? 'Accept dispute' : 'Reject dispute'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
