import { exampleImportPreview } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportPreviewPanel, type ImportPreviewPanelProps } from './import-preview-panel.tsx';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderPanel = (props: Partial<ImportPreviewPanelProps> = {}) => {
  const handlers = {
    onResolve: vi.fn(),
    onPreviewAgain: vi.fn(),
    onEditMapping: vi.fn(),
    onImport: vi.fn(),
    onDiscard: vi.fn(),
  };
  render(
    <WithFakeAdminApi>
      <ImportPreviewPanel
        preview={exampleImportPreview}
        names={exampleImportPreview.unmatched}
        resolutions={{}}
        stale={false}
        previewing={false}
        {...handlers}
        {...props}
      />
    </WithFakeAdminApi>,
  );
  return { ...handlers, user: userEvent.setup() };
};

describe('ImportPreviewPanel', () => {
  it('shows the counts, the rows as stored with their outcome, and the problems', () => {
    renderPanel();
    const counts = screen.getByLabelText('What the import does');
    // Both names the list shows, though one row waits on them.
    expect(within(counts).getByText('Names to resolve').nextElementSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Rejected').nextElementSibling).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: /The first 3 rows as they will be stored/ });
    expect(within(table).getByRole('columnheader', { name: 'Closer (email)' })).toBeInTheDocument();
    const rejected = within(table).getByRole('row', { name: /D-101/ });
    expect(rejected).toHaveTextContent('Rejected');
    expect(within(table).getByRole('row', { name: /D-100/ })).toHaveTextContent('$1,500.00');
    expect(screen.getByText('Row 3 · Payment date: no such day')).toBeInTheDocument();
  });

  it('offers create or map for each unmatched name, people incl. inactive ones', async () => {
    const { user, onResolve } = renderPanel();
    const person = screen.getByLabelText(/Person “old.rep@demo.test” \(1 row\)/);
    await screen.findByRole('option', { name: /Map to Casey Closer/ });
    await user.selectOptions(person, 'create');
    expect(onResolve).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'old.rep@demo.test' }),
      { kind: 'person', value: 'old.rep@demo.test', action: 'create' },
    );
    const product = screen.getByLabelText(/Product “Mastermind”/);
    await screen.findByRole('option', { name: 'Map to Coaching' });
    await user.selectOptions(product, 'map:1');
    expect(onResolve).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'Mastermind' }), {
      kind: 'product',
      value: 'Mastermind',
      action: 'map',
      id: 1,
    });
  });

  it('imports the rows that land, or asks for a new preview after changes', async () => {
    const { user, onImport } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(onImport).toHaveBeenCalled();
  });

  it('asks to preview again once the choices changed', async () => {
    const { user, onPreviewAgain } = renderPanel({ stale: true });
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    expect(onPreviewAgain).toHaveBeenCalled();
  });
});
