import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DownloadButton, type ReportDownloadProgress } from './download-button.tsx';

/** A download the test drives: report progress, then finish or fail it. */
function controlledDownload() {
  const control: {
    report?: ReportDownloadProgress;
    finish?: () => void;
    fail?: (error: Error) => void;
    calls: number;
  } = { calls: 0 };
  const onDownload = (report: ReportDownloadProgress) => {
    control.calls += 1;
    control.report = report;
    return new Promise<void>((resolve, reject) => {
      control.finish = resolve;
      control.fail = reject;
    });
  };
  return { control, onDownload };
}

describe('DownloadButton', () => {
  it('shows reported progress and is disabled until the download ends', async () => {
    const { control, onDownload } = controlledDownload();
    render(<DownloadButton onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const button = screen.getByRole('button', { name: /Downloading/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(control.calls).toBe(1);
    act(() => control.report?.(0.42));
    expect(button).toHaveTextContent('Downloading 42%');
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await act(async () => control.finish?.());
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a spinner when the progress is unknown', async () => {
    const { control, onDownload } = controlledDownload();
    render(<DownloadButton onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    act(() => control.report?.(null));
    expect(screen.getByRole('button', { name: 'Downloading…' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => control.finish?.());
  });

  it('says when the download failed and can run again', async () => {
    const { control, onDownload } = controlledDownload();
    render(<DownloadButton onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await act(async () => control.fail?.(new Error('network')));
    expect(screen.getByRole('alert')).toHaveTextContent('Download failed');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(control.calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => control.finish?.());
  });
});
