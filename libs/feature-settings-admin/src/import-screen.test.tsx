import { exampleCommittingImport } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportScreen } from './import-screen.tsx';
import type { ImportRoutesOptions } from './testing/import-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderScreen = (imports: ImportRoutesOptions = {}) => {
  render(
    <WithFakeAdminApi options={{ imports }}>
      <ImportScreen />
    </WithFakeAdminApi>,
  );
  return userEvent.setup();
};

describe('ImportScreen', () => {
  it('uploads, maps, resolves, previews again, imports after confirming, and shows progress', async () => {
    const user = renderScreen({ pollsToFinish: 2 });
    await user.upload(screen.getByLabelText(/^Spreadsheet/), new File(['x'], 'deals.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2. Map the columns')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'type');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('3. Check the preview')).toBeInTheDocument();

    await screen.findByRole('option', { name: /Map to Casey Closer/ });
    await user.selectOptions(screen.getByLabelText(/Person “old.rep@demo.test”/), 'map:7');
    await user.selectOptions(screen.getByLabelText(/Product “Mastermind”/), 'create');
    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    // Resolved names stay listed with their choice, so it can be changed.
    expect(await screen.findByRole('button', { name: 'Import 2 rows' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Person “old.rep@demo.test”/)).toHaveValue('map:7');

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const dialog = screen.getByRole('dialog', { name: 'Import 2 rows?' });
    expect(dialog).toHaveTextContent('"Undo import" in the history takes it all back');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('deals.csv is imported', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('discards an upload after asking', async () => {
    const user = renderScreen();
    await user.upload(screen.getByLabelText(/^Spreadsheet/), new File(['x'], 'deals.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('button', { name: 'Discard upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard deals.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard upload' }));
    expect(await screen.findByText('1. Upload a spreadsheet')).toBeInTheDocument();
  });

  it('shows an import already running when coming back to the page', async () => {
    renderScreen({ imports: [exampleCommittingImport], pollsToFinish: 1000 });
    expect(await screen.findByRole('progressbar', { name: 'Rows imported' })).toBeInTheDocument();
  });

  it('takes an upload from the history back to its mapping', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Continue deals-2025.csv' }));
    expect(await screen.findByText('2. Map the columns')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment date')).toHaveValue('date');
  });

  it('shows a refused upload', async () => {
    const user = renderScreen({
      upload: { status: 413, body: { status: 'error', code: 'too-large', message: 'Too large' } },
    });
    await user.upload(screen.getByLabelText(/^Spreadsheet/), new File(['x'], 'deals.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/The file is over 50 MB: split it/)).toBeInTheDocument();
  });
});
