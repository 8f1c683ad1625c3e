import { failure } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportHistory } from './import-history.tsx';
import type { ImportRoutesOptions } from './testing/import-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderHistory = (imports: ImportRoutesOptions = {}) => {
  const onContinue = vi.fn();
  render(
    <WithFakeAdminApi options={{ imports }}>
      <ImportHistory onContinue={onContinue} />
    </WithFakeAdminApi>,
  );
  return { onContinue, user: userEvent.setup() };
};

const rowOf = (name: RegExp) => screen.findByRole('row', { name });

describe('ImportHistory', () => {
  it('lists each import with its kind, who, status and counts', async () => {
    renderHistory();
    const done = await rowOf(/calls-q1\.xlsx/);
    expect(done).toHaveTextContent('Booked calls · sheet Calls');
    expect(done).toHaveTextContent('Ada Admin');
    expect(done).toHaveTextContent('Done');
    expect(done).toHaveTextContent(
      '1,180 created · 32 updated · 16 duplicates skipped · 12 rejected',
    );
    expect(within(done).getByRole('button', { name: 'Rejected rows' })).toBeInTheDocument();
    expect(await rowOf(/old-deals\.csv/)).toHaveTextContent('A former admin');
  });

  it('says when there are none, and when they could not be loaded', async () => {
    renderHistory({ imports: [] });
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });

  it('offers a retry when the history fails', async () => {
    renderHistory({ imports: failure(500, 'internal', 'Internal Server Error') });
    expect(await screen.findByText('Failed to load the import history')).toBeInTheDocument();
  });

  it('undoes an import after saying what it removes', async () => {
    const { user } = renderHistory();
    await user.click(
      within(await rowOf(/calls-q1/)).getByRole('button', { name: 'Undo import of calls-q1.xlsx' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Undo calls-q1.xlsx?' });
    expect(dialog).toHaveTextContent('The 1,180 records it created are removed');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await rowOf(/calls-q1/)).toHaveTextContent('Undone');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why an undo was refused', async () => {
    const { user } = renderHistory({
      undo: failure(409, 'conflict', 'Row 12 (transaction 4567) was refunded since the import'),
    });
    await user.click(within(await rowOf(/calls-q1/)).getByRole('button', { name: /^Undo/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(
      await within(dialog).findByText('Row 12 (transaction 4567) was refunded since the import'),
    ).toBeInTheDocument();
  });

  it('resumes a partial import, discards an upload after asking, continues one', async () => {
    const { user, onContinue } = renderHistory();
    await user.click(
      within(await rowOf(/dials\.csv/)).getByRole('button', { name: 'Resume dials.csv' }),
    );
    expect(await rowOf(/dials\.csv/)).toHaveTextContent('Importing');
    await user.click(screen.getByRole('button', { name: 'Continue deals-2025.csv' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ import_batch_id: 7 }));
    await user.click(screen.getByRole('button', { name: 'Discard deals-2025.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard deals-2025.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard upload' }));
    expect(await rowOf(/deals-2025/)).toHaveTextContent('Discarded');
  });
});
