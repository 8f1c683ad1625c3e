import { statementsStartRequestSchema, type StatementsStart } from '@salesdash/api-contract';
import {
  Alert,
  Button,
  contractValidator,
  formProblems,
  revalidateLogic,
  Skeleton,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';
import { formatMonthLabel } from '@salesdash/util-format';
import { leftOutText } from './left-out-text.ts';

type Field = 'start_from';
const labels: Record<Field, string> = { start_from: 'Start from' };

/** What a month typed in the form would leave out, as the server measured it. */
export type StartPreview = { month: string; facts: StatementsStart | undefined };

export type StatementsStartFormProps = {
  start: StatementsStart;
  /** The month typed, once valid, and what it leaves out (undefined while it loads). */
  preview: StartPreview | null;
  /** Called with each valid month typed (null while the field holds none). */
  onPreview: (month: string | null) => void;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (startFrom: string | null) => void;
};

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month statements start from (admins): records dated before it (deals, payments,
 * adjustments) never become statement lines, so an organization with years of history starts
 * its statements where it wants. Says what the saved month leaves out, and what a typed one
 * would, before it is saved (docs/decisions/0067-statements-start-from.md).
 */
export function StatementsStartForm({
  start,
  preview,
  onPreview,
  saving,
  problem,
  onSave,
}: StatementsStartFormProps) {
  const requestOf = (value: Record<Field, string>) =>
    statementsStartRequestSchema.safeParse({ start_from: value.start_from.trim() });
  const form = useAppForm({
    defaultValues: { start_from: start.start_from ?? '' } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: contractValidator(requestOf, labels) },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) onSave(parsed.data.start_from);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);
  const latest = start.latest_allowed;
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg">
        {start.start_from
          ? `Statements start from ${formatMonthLabel(start.start_from)}: records dated before it never become statement lines. It leaves out ${leftOutText(start.left_out)}.`
          : start.earliest_month
            ? `No start month: every record, from the first in ${formatMonthLabel(start.earliest_month)}, becomes a statement line.`
            : 'No start month: every record becomes a statement line.'}
      </p>
      <form.AppForm>
        <form.Frame
          className="flex flex-wrap items-end gap-3"
          aria-label="Statements start"
          submitting={saving}
          problem={problem}
        >
          <form.AppField name="start_from">
            {(field) => (
              <field.TextField
                label={labels.start_from}
                placeholder="YYYY-MM"
                inputMode="numeric"
                maxLength={7}
                hint={
                  latest
                    ? `A month as YYYY-MM, at the latest ${latest} (the month after the last closed one)`
                    : 'A month as YYYY-MM'
                }
                onChange={(event) => {
                  const value = event.target.value.trim();
                  onPreview(monthPattern.test(value) ? value : null);
                }}
              />
            )}
          </form.AppField>
          <form.SubmitButton>Save start month</form.SubmitButton>
          {start.start_from ? (
            <Button variant="ghost" disabled={saving} onClick={() => onSave(null)}>
              Remove the start month
            </Button>
          ) : null}
        </form.Frame>
      </form.AppForm>
      {preview && preview.month !== start.start_from ? (
        preview.facts ? (
          <p className="text-sm text-fg" aria-live="polite">
            {`Starting from ${preview.month} leaves out ${leftOutText(preview.facts.left_out)}.`}
          </p>
        ) : (
          <Skeleton lines={1} />
        )
      ) : null}
      {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
    </div>
  );
}
