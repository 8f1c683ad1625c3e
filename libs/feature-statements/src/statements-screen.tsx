import type { StatementExportFormat, StatementLine } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  downloadStatement,
  useCreateStatementDispute,
  useStatement,
  useStatementMonths,
} from '@salesdash/data-access-sales';
import { saveFile, Select, toast, type ReportDownloadProgress } from '@salesdash/ui-kit';
import { useState } from 'react';
import { DisputeDialog } from './dispute-dialog.tsx';
import { StatementMonthList } from './statement-month-list.tsx';
import { StatementView } from './statement-view.tsx';

export type StatementsScreenProps = {
  year: number;
  onYearChange: (year: number) => void;
  /** The month opened (`YYYY-MM`), if any. */
  month?: string;
  onMonthChange: (month: string) => void;
  /** The latest year the picker offers (this year by default). */
  currentYear?: number;
};

/** Years the picker offers: this one and the five before (statements start with issue 34). */
const yearsBack = 5;

export type OpenedStatementProps = {
  month: string;
  /** Someone else's statement (admins and managers), read without disputes; the caller's if absent. */
  userId?: number | undefined;
};

/**
 * A month's statement with its downloads: one's own may be disputed line by line, someone
 * else's is read-only.
 */
export function OpenedStatement({ month, userId }: OpenedStatementProps) {
  const api = useApiClient();
  const statement = useStatement(month, userId);
  const dispute = useCreateStatementDispute();
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const download = async (format: StatementExportFormat, report: ReportDownloadProgress) =>
    saveFile(await downloadStatement(api, month, format, report, userId));
  const own = userId === undefined && statement.data?.superseded !== true;
  return (
    <>
      <StatementView
        statement={statement.data}
        loading={statement.isPending}
        error={statement.isError ? problemOf(statement.error).message : null}
        onRetry={() => void statement.refetch()}
        onDownload={download}
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
  const months = useStatementMonths(year);
  const latest = Math.max(currentYear, year);
  const years = Array.from({ length: yearsBack + 1 }, (_, i) => String(latest - i));
  if (!years.includes(String(year))) years.push(String(year));
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
          <OpenedStatement month={month} />
        ) : (
          <p className="text-sm text-fg-muted">Choose a month to see its statement.</p>
        )}
      </div>
    </div>
  );
}
