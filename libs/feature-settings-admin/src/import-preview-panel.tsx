import {
  maxPreviewProblems,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResolution,
  type ImportUnmatchedName,
} from '@salesdash/api-contract';
import { Alert, Badge, Button, type DataTableColumn } from '@salesdash/ui-kit';
import { formatCount, formatMoney } from '@salesdash/util-format';
import { AdminTable } from './admin-table.tsx';
import { importFieldLabel, importOutcomeBadges } from './import-labels.ts';
import { ImportUnmatchedNames } from './import-unmatched-names.tsx';
import { rowsToImport } from './rows-to-import.ts';

export type ImportPreviewPanelProps = {
  preview: ImportPreview;
  /** Every unmatched name met since the upload, resolved ones too. */
  names: readonly ImportUnmatchedName[];
  resolutions: Readonly<Record<string, ImportResolution>>;
  onResolve: (name: ImportUnmatchedName, resolution: ImportResolution | null) => void;
  /** The choices changed since this preview: it must be read again before importing. */
  stale: boolean;
  previewing: boolean;
  /** Why the last preview or commit failed. */
  problem?: string | null | undefined;
  onPreviewAgain: () => void;
  onEditMapping: () => void;
  onImport: () => void;
  onDiscard: () => void;
};

/** Fields that hold dollars: shown as money, as the dashboards show them. */
const moneyFields = new Set(['amount', 'contract_value']);

const valueText = (field: string, value: ImportPreviewRow['values'][string] | undefined) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : typeof value === 'number' && moneyFields.has(field)
        ? formatMoney(value)
        : String(value);

/**
 * The preview step: the counts, the first rows as they will be stored, every problem by row
 * and column, and the names to resolve; then import, change the mapping, or discard.
 */
export function ImportPreviewPanel({
  preview,
  names,
  resolutions,
  onResolve,
  stale,
  previewing,
  problem,
  onPreviewAgain,
  onEditMapping,
  onImport,
  onDiscard,
}: ImportPreviewPanelProps) {
  const { counts, problems } = preview;
  // The file's columns in order, then the fields with the same value for every row.
  const fields = [
    ...Object.entries(preview.batch.mapping)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, field]) => field),
    ...Object.keys(preview.batch.constants),
  ];
  const columns: DataTableColumn<ImportPreviewRow>[] = [
    { id: 'row', header: 'Row', cell: (row) => row.row_number },
    {
      id: 'outcome',
      header: 'Outcome',
      cell: (row) => (
        <Badge tone={importOutcomeBadges[row.outcome].tone}>
          {importOutcomeBadges[row.outcome].label}
        </Badge>
      ),
    },
    ...fields.map((field) => ({
      id: field,
      header: importFieldLabel(field),
      cell: (row: ImportPreviewRow) =>
        row.refused.includes(field) ? (
          // Shown as the file wrote it: the row does not land with it (nor with a default).
          <span className="inline-flex flex-wrap items-center gap-1">
            <span className="text-negative line-through">
              {valueText(field, row.values[field])}
            </span>
            <Badge tone="negative">Refused</Badge>
          </span>
        ) : (
          valueText(field, row.values[field])
        ),
    })),
  ];
  const tiles = [
    ['Rows', counts.rows],
    ['New', counts.new],
    ['Updated', counts.update],
    ['Duplicates', counts.duplicate],
    ['Rejected', counts.rejected],
    // The names listed below, as the list counts them (their rows wait in `unmatched`).
    ['Names to resolve', names.length],
  ] as const;
  const landing = rowsToImport(preview);

  return (
    <div className="space-y-5">
      <dl aria-label="What the import does" className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-border p-3">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="text-lg font-semibold text-fg">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <AdminTable
        label={`The first ${preview.rows.length} rows as they will be stored`}
        columns={columns}
        rows={preview.rows}
        getRowId={(row) => String(row.row_number)}
        loading={false}
        onRetry={onPreviewAgain}
        emptyTitle="The file has no data rows"
        emptyDescription="Only a header row was found: check the file, or the sheet."
      />
      {problems.length > 0 ? (
        <section aria-labelledby="import-problems-title" className="space-y-2">
          <h3 id="import-problems-title" className="text-sm font-semibold text-fg">
            Problems ({formatCount(problems.length)}
            {problems.length >= maxPreviewProblems ? ' shown; the counts cover every row' : ''})
          </h3>
          <ul className="max-h-60 space-y-1 overflow-y-auto text-sm text-fg">
            {problems.map((item, index) => (
              <li key={index}>{`Row ${item.row_number} · ${item.column}: ${item.rule}`}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ImportUnmatchedNames
        names={names}
        resolutions={resolutions}
        onResolve={onResolve}
        disabled={previewing}
      />
      {stale ? (
        <Alert tone="info">
          Your choices changed: preview again to see what the import does now.
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDiscard}>
          Discard upload
        </Button>
        <Button variant="secondary" onClick={onEditMapping} disabled={previewing}>
          Change the mapping
        </Button>
        {stale ? (
          <Button onClick={onPreviewAgain} loading={previewing}>
            Preview again
          </Button>
        ) : (
          <Button onClick={onImport} disabled={landing === 0 || previewing}>
            {`Import ${formatCount(landing)} ${landing === 1 ? 'row' : 'rows'}`}
          </Button>
        )}
      </div>
    </div>
  );
}
