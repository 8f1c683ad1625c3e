import type { StatementPayrollExport, StatementPayrollFormat } from '@salesdash/api-contract';
import { Alert, Button, DownloadIcon } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useState } from 'react';

export type PayrollExportProps = {
  lastExport: StatementPayrollExport | null;
  /** Runs a download, reporting the bytes received (the stream has no length). */
  onDownload: (
    format: StatementPayrollFormat,
    onBytes: (received: number) => void,
  ) => Promise<void>;
};

const formats: readonly { format: StatementPayrollFormat; label: string }[] = [
  { format: 'csv', label: 'Payroll CSV' },
  { format: 'zip', label: 'Statements PDF (zip)' },
];

/** Bytes as people read them: "512 B", "3.4 KB", "12.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A closed month's payroll files: the CSV and the zip of every statement's PDF, each showing the
 * bytes received while it streams, and when the month was last exported (superseded once the
 * month was reopened after it).
 */
export function PayrollExport({ lastExport, onDownload }: PayrollExportProps) {
  const [running, setRunning] = useState<StatementPayrollFormat | null>(null);
  const [received, setReceived] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const start = async (format: StatementPayrollFormat) => {
    setRunning(format);
    setReceived(0);
    setFailed(null);
    try {
      await onDownload(format, setReceived);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Download failed');
    } finally {
      setRunning(null);
    }
  };
  return (
    <div className="flex flex-col gap-2" role="group" aria-label="Payroll export">
      <div className="flex flex-wrap items-center gap-2">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            icon={<DownloadIcon />}
            loading={running === format}
            disabled={running !== null}
            onClick={() => void start(format)}
          >
            {label}
          </Button>
        ))}
        <span role="status" className="text-sm text-fg-muted">
          {running ? `Downloading… ${formatBytes(received)} received` : ''}
        </span>
      </div>
      {failed ? <Alert tone="error">Download failed: {failed}</Alert> : null}
      {lastExport ? (
        lastExport.superseded ? (
          <Alert tone="warning" title="Superseded — export again">
            The last export ({formatDateTime(lastExport.exported_at)}, version {lastExport.version})
            was made before the month was reopened.
          </Alert>
        ) : (
          <p className="text-sm text-fg-muted">
            Last exported {formatDateTime(lastExport.exported_at)}
            {lastExport.exported_by_name ? ` by ${lastExport.exported_by_name}` : ''} (version{' '}
            {lastExport.version})
          </p>
        )
      ) : (
        <p className="text-sm text-fg-muted">Not exported yet</p>
      )}
    </div>
  );
}
