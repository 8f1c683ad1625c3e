import type { StatementExportFormat, StatementLine } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  downloadStatement,
  useCreateStatementDispute,
  useStatement,
  useStatementById,
  useStatementMonths,
  useStatementSpan,
} from '@salesdash/data-access-sales';
import {
  Button,
  saveFile,
  Select,
  Skeleton,
  toast,
  type ReportDownloadProgress,
} from '@salesdash/ui-kit';
import { useState } from 'react';
import { DisputeDialog } from './dispute-dialog.tsx';
import { StatementMonthList } from './statement-month-list.tsx';
import { StatementView } from './statement-view.tsx';

export type StatementsScreenProps = {
  /** The year listed; absent, the year of the caller's latest month with lines. */
  year?: number | undefined;
  onYearChange: (year: number) => void;
  /**
   * The month opened (`YYYY-MM`), if any. With neither a year nor a month, the caller's latest
   * month with lines opens.
   */
  month?: string | undefined;
  onMonthChange: (month: string) => void;
  /** The latest year the picker offers (this year by default). */
  currentYear?: number;
};

/** Years the picker offers without a first month to start from: this one and the five before. */
const yearsBack = 5;

/**
 * The years the picker offers, newest first: from the caller's first year with a statement line
 * (or five years back, before any) to this year, or a later one the caller reached.
 */
export function statementYears(
  firstMonth: string | null | undefined,
  latest: number,
  shown: number,
): string[] {
  const first = firstMonth ? Math.min(Number(firstMonth.slice(0, 4)), shown) : latest - yearsBack;
  const top = Math.max(latest, shown);
  return Array.from({ length: top - first + 1 }, (_, i) => String(top - i));
}

export type OpenedStatementProps = {
  month: string;
  /** Someone else's statement (admins and managers), read without disputes; the caller's if absent. */
  userId?: number | undefined;
  /** Opens another month (a correction's original line, where a dispute was paid). */
  onOpenMonth?: ((month: string) => void) | undefined;
};

/**
 * A month's statement with its downloads: one's own may be disputed line by line, someone
 * else's is read-only.
 */
export function OpenedStatement({ month, userId, onOpenMonth }: OpenedStatementProps) {
  const api = useApiClient();
  const current = useStatement(month, userId);
  // A stored version opened from the statement's list of versions (a superseded one).
  const [versionId, setVersionId] = useState<number | null>(null);
  const version = useStatementById(versionId);
  const statement = versionId === null ? current : version;
  const dispute = useCreateStatementDispute();
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const download = async (format: StatementExportFormat, report: ReportDownloadProgress) =>
    saveFile(await downloadStatement(api, month, format, report, userId));
  const own = userId === undefined && versionId === null && statement.data?.superseded !== true;
  return (
    <>
      {versionId !== null ? (
        <div className="mb-3">
          <Button variant="secondary" size="sm" onClick={() => setVersionId(null)}>
            Back to the current statement
          </Button>
        </div>
      ) : null}
      <StatementView
        statement={statement.data}
        loading={statement.isPending}
        error={statement.isError ? problemOf(statement.error).message : null}
        onRetry={() => void statement.refetch()}
        onDownload={download}
        onOpenMonth={onOpenMonth}
        onOpenVersion={(id) => setVersionId(id === current.data?.statement_id ? null : id)}
        onDispute={
          own
            ? (line) => {
                dispute.reset();
                setDisputing(line);
              }
            : undefined
        }
      />
      {disputing ? (
        <DisputeDialog
          line={disputing}
          saving={dispute.isPending}
          problem={dispute.error ? problemOf(dispute.error) : null}
          onClose={() => setDisputing(null)}
          onSubmit={(comment) =>
            dispute.mutate(
              { month, lineKey: disputing.key, request: { comment } },
              {
                onSuccess: () => {
                  setDisputing(null);
                  toast.success('Dispute sent: an admin will resolve it');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

/**
 * The caller's own statements: a year's months with their status and payable, and the month
 * opened, line by line, with its downloads. The year and the month live with the caller (the
 * route keeps them in the URL).
 */
export function StatementsScreen({
  year,
  onYearChange,
  month,
  onMonthChange,
  currentYear = new Date().getFullYear(),
}: StatementsScreenProps) {
  const span = useStatementSpan();
  // With nothing chosen, wait for the latest month with lines rather than list a year that may
  // be empty (this year, before its first deal); a failure falls back to this year.
  if (year === undefined && month === undefined && span.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading months">
        <Skeleton lines={4} />
      </div>
    );
  }
  const opened = month ?? (year === undefined ? (span.data?.latest_month ?? undefined) : undefined);
  const shownYear = year ?? (opened ? Number(opened.slice(0, 4)) : currentYear);
  return (
    <StatementsYear
      year={shownYear}
      years={statementYears(span.data?.first_month, currentYear, shownYear)}
      onYearChange={onYearChange}
      month={opened}
      onMonthChange={onMonthChange}
    />
  );
}

type StatementsYearProps = {
  year: number;
  years: string[];
  onYearChange: (year: number) => void;
  month: string | undefined;
  onMonthChange: (month: string) => void;
};

/** A year's months beside the month opened. */
function StatementsYear({ year, years, onYearChange, month, onMonthChange }: StatementsYearProps) {
  const months = useStatementMonths(year);
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-3">
        <Select
          label="Year"
          size="sm"
          value={String(year)}
          options={years.map((value) => ({ value, label: value }))}
          onChange={(event) => onYearChange(Number(event.target.value))}
        />
        <StatementMonthList
          months={months.data}
          loading={months.isPending}
          error={months.isError ? problemOf(months.error).message : null}
          onRetry={() => void months.refetch()}
          selected={month}
          onSelect={onMonthChange}
        />
      </div>
      <div>
        {month ? (
          <OpenedStatement key={month} month={month} onOpenMonth={onMonthChange} />
        ) : (
          <p className="text-sm text-fg-muted">Choose a month to see its statement.</p>
        )}
      </div>
    </div>
  );
}
