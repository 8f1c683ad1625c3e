import { useState } from 'react';
import { DownloadIcon } from '../icons/download-icon.tsx';
import { Button } from './button.tsx';

/** Reports how far a download got: a fraction from 0 to 1, or null when it is not known. */
export type ReportDownloadProgress = (fraction: number | null) => void;

export type DownloadButtonProps = {
  /** Runs the download; may report progress. A rejection shows "Download failed". */
  onDownload: (reportProgress: ReportDownloadProgress) => Promise<void>;
  label?: string;
  disabled?: boolean;
  className?: string;
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Starts a file download (a CSV export) and shows its progress: a percentage and a progress bar
 * when the caller reports one, a spinner otherwise. Disabled while it runs, so it runs once.
 */
export function DownloadButton({
  onDownload,
  label = 'Download CSV',
  disabled = false,
  className,
}: DownloadButtonProps) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setRunning(true);
    setProgress(null);
    setFailed(false);
    try {
      await onDownload((fraction) =>
        setProgress(fraction == null ? null : Math.min(1, Math.max(0, fraction))),
      );
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  return (
    <span className={className}>
      <span className="inline-flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon />}
          loading={running && progress === null}
          disabled={disabled || running}
          aria-busy={running || undefined}
          onClick={() => void start()}
        >
          {running
            ? progress === null
              ? 'Downloading…'
              : `Downloading ${percent.format(progress)}`
            : label}
        </Button>
        {running && progress !== null ? (
          <span
            role="progressbar"
            aria-label="Download progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-1.5 w-20 overflow-hidden rounded-full bg-surface-muted"
          >
            <span
              className="block h-full bg-brand transition-[width]"
              style={{ width: `${progress * 100}%` }}
            />
          </span>
        ) : null}
      </span>
      {failed ? (
        <span role="alert" className="ml-2 text-xs text-negative">
          Download failed
        </span>
      ) : null}
    </span>
  );
}
