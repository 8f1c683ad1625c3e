import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseJobProgress } from './close-job-progress.tsx';
import {
  exampleDisputesStoppedCloseJob,
  exampleRestartStoppedCloseJob,
  exampleRunningCloseJob,
} from './testing/example-statement-admin.ts';

function renderProgress(job = exampleRunningCloseJob) {
  const props = { onResume: vi.fn(), onConfirmDisputes: vi.fn(), onOpenMonth: vi.fn() };
  render(<CloseJobProgress job={job} resuming={false} {...props} />);
  return props;
}

describe('CloseJobProgress', () => {
  it('shows the months closed of the job’s and the month being closed', () => {
    renderProgress();
    expect(screen.getByRole('progressbar', { name: 'Months closed' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 8 months closed',
    );
    expect(screen.getByText('3 of 8 months closed · closing 2025 Oct')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says where it stopped for open disputes and asks the close’s confirmation for that month', async () => {
    const { onConfirmDisputes, onOpenMonth } = renderProgress(exampleDisputesStoppedCloseJob);
    expect(screen.getByText('Closing up to 2026 Feb stopped at 2025 Nov')).toBeVisible();
    expect(screen.getByText(/2025-11 has 2 open disputes/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Close 2025 Nov with its disputes…' }),
    );
    expect(onConfirmDisputes).toHaveBeenCalledWith('2025-11');
    const link = screen.getByRole('link', { name: 'Review 2025 Nov’s disputes' });
    expect(link).toHaveAttribute('href', '?month=2025-11');
    await userEvent.click(link);
    expect(onOpenMonth).toHaveBeenCalledWith('2025-11');
  });

  it('resumes a job a restart stopped', async () => {
    const { onResume } = renderProgress(exampleRestartStoppedCloseJob);
    expect(screen.getByText(/The server stopped while closing/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(onResume).toHaveBeenCalled();
  });
});
