import type { StatementExportFormat } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { downloadStatement, useStatement, useStatementMonths } from '@salesdash/data-access-sales';
import { saveFile, Select, type ReportDownloadProgress } from '@salesdash/ui-kit';
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

function OpenedStatement({ month }: { month: string }) {
  const api = useApiClient();
  const statement = useStatement(month);
  const download = async (format: StatementExportFormat, report: ReportDownloadProgress) =>
    saveFile(await downloadStatement(api, month, format, report));
  return (
    <StatementView
      statement={statement.data}
      loading={statement.isPending}
      error={statement.isError ? problemOf(statement.error).message : null}
      onRetry={() => void statement.refetch()}
      onDownload={download}
    />
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
