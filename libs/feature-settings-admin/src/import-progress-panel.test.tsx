import {
  exampleCommittingImport,
  exampleImportBatches,
  failure,
} from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportProgressPanel } from './import-progress-panel.tsx';
import type { ImportRoutesOptions } from './testing/import-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderPanel = (importBatchId: number, imports: ImportRoutesOptions) => {
  const onNext = vi.fn();
  render(
    <WithFakeAdminApi options={{ imports }}>
      <ImportProgressPanel importBatchId={importBatchId} onNext={onNext} />
    </WithFakeAdminApi>,
  );
  return { onNext, user: userEvent.setup() };
};

describe('ImportProgressPanel', () => {
  it('shows rows done of total, the pace and time left, and that the page is safe to leave', async () => {
    renderPanel(8, { imports: [exampleCommittingImport], pollsToFinish: 1000 });
    const bar = await screen.findByRole('progressbar', { name: 'Rows imported' });
    expect(bar).toHaveAttribute('aria-valuemax', '90000');
    expect(screen.getByText(/rows · 1,200 rows\/s · about 0m 04s left/)).toBeInTheDocument();
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
  });

  it('asks every second until the import is done, then shows what landed', async () => {
    const { user, onNext } = renderPanel(8, {
      imports: [exampleCommittingImport],
      pollsToFinish: 2,
    });
    expect(
      await screen.findByText('deals-2025.csv is imported', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/2 created · 0 updated · 0 duplicates skipped · 1 rejected/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(onNext).toHaveBeenCalled();
  });

  it('says why a partial import stopped', async () => {
    renderPanel(5, { imports: exampleImportBatches });
    expect(await screen.findByText('dials.csv stopped part-way')).toBeInTheDocument();
    expect(screen.getByText(/The server stopped while the import ran/)).toBeInTheDocument();
  });

  it('offers a retry when the progress cannot be read', async () => {
    renderPanel(8, { batch: failure(500, 'internal', 'Internal Server Error') });
    expect(
      await screen.findByText("The import's progress could not be loaded"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
