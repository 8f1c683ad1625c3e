import type { StatementClosePlan } from '@salesdash/api-contract';
import { Alert, Button, Dialog, Select, Skeleton } from '@salesdash/ui-kit';
import { formatCount, formatMonthLabel } from '@salesdash/util-format';

export type CloseUpToDialogProps = {
  /** The months it may close up to, newest first. */
  months: readonly string[];
  upTo: string;
  onUpToChange: (month: string) => void;
  /** What closing up to `upTo` would close; undefined while it loads. */
  plan: StatementClosePlan | undefined;
  planError?: string | null | undefined;
  saving: boolean;
  /** The server's refusal to start. */
  problem?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

const peopleText = (people: number) =>
  `${formatCount(people)} ${people === 1 ? 'person' : 'people'}`;

/** "17 months, 2024 Feb to 2025 Jun": the months a plan closes. */
export function planMonthsText(months: readonly string[]): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return 'no month';
  if (first === last) return `1 month, ${formatMonthLabel(first)}`;
  return `${formatCount(months.length)} months, ${formatMonthLabel(first)} to ${formatMonthLabel(last)}`;
}

/**
 * One confirmation for closing every month up to one: how many months and people, then the
 * close runs on the server in the background, oldest month first, each as a single close
 * would. A month with open disputes stops it and asks, as a single close does. Focus starts on
 * Cancel.
 */
export function CloseUpToDialog({
  months,
  upTo,
  onUpToChange,
  plan,
  planError,
  saving,
  problem,
  onConfirm,
  onClose,
}: CloseUpToDialogProps) {
  const ready = plan !== undefined && plan.up_to === upTo && plan.refusal === null;
  return (
    <Dialog
      title="Close every month up to…"
      description="Each month closes in turn, oldest first, freezing its statements as a single close does. It runs on the server: you can leave this page."
      onClose={onClose}
    >
      <div className="space-y-4">
        <Select
          label="Up to"
          value={upTo}
          options={months.map((month) => ({ value: month, label: formatMonthLabel(month) }))}
          onChange={(event) => onUpToChange(event.target.value)}
        />
        {planError ? (
          <Alert tone="error">{planError}</Alert>
        ) : plan === undefined || plan.up_to !== upTo ? (
          <Skeleton lines={2} />
        ) : plan.refusal ? (
          <Alert tone="warning">{`Not possible: ${plan.refusal}`}</Alert>
        ) : (
          <p className="text-sm text-fg" aria-live="polite">
            {`This closes ${planMonthsText(plan.months)}, for ${peopleText(plan.people)}. It stops at a month with open disputes and asks.`}
          </p>
        )}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} disabled={!ready} onClick={onConfirm}>
            {ready
              ? `Close ${formatCount(plan.months.length)} ${plan.months.length === 1 ? 'month' : 'months'}`
              : 'Close months'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
