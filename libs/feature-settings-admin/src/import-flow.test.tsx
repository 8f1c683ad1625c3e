import { exampleImportUpload, failure } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportFlow } from './import-flow.tsx';
import type { ImportRoutesOptions } from './testing/import-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderFlow = (imports: ImportRoutesOptions = {}, initial = exampleImportUpload) => {
  render(
    <WithFakeAdminApi options={{ imports: { imports: [initial], ...imports } }}>
      <ImportFlow initial={initial} />
    </WithFakeAdminApi>,
  );
  return userEvent.setup();
};

describe('ImportFlow', () => {
  it('starts at the mapping of an upload taken from the history', () => {
    renderFlow();
    expect(screen.getByText('2. Map the columns')).toBeInTheDocument();
  });

  it('shows the mapping the server refused under its column', async () => {
    const user = renderFlow({
      preview: failure(400, 'validation', 'mapping.5: amount cannot read "n/a"'),
    });
    await user.selectOptions(screen.getByLabelText('Type'), 'type');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Cash collected: amount cannot read "n/a"')).toBeInTheDocument();
  });

  it('keeps the name choices of an upload taken up again from the history', async () => {
    const choice = { kind: 'person', value: 'old.rep@demo.test', action: 'map', id: 7 } as const;
    const user = renderFlow(
      {},
      {
        ...exampleImportUpload,
        mapping: { ...exampleImportUpload.mapping, '6': 'type' },
        resolutions: [choice],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('3. Check the preview')).toBeInTheDocument();
    await screen.findByRole('option', { name: /Map to Casey Closer/ });
    expect(screen.getByLabelText(/Person “old.rep@demo.test”/)).toHaveValue('map:7');
  });

  it('shows a commit the server refused in the confirm dialog', async () => {
    const user = renderFlow({
      commit: failure(409, 'conflict', 'This import is no longer waiting to be imported'),
    });
    await user.selectOptions(screen.getByLabelText('Type'), 'type');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findAllByText('This import is no longer waiting to be imported'),
    ).not.toHaveLength(0);
  });

  it('asks for the sheet when the first has no header row, and reads another from the mapping', async () => {
    render(
      <WithFakeAdminApi options={{ imports: { imports: [], sheetsWithoutHeader: ['Summary'] } }}>
        <ImportFlow />
      </WithFakeAdminApi>,
    );
    const user = userEvent.setup({ applyAccept: false });
    const file = new File(['x'], 'q1.xlsx');
    await user.upload(await screen.findByLabelText(/^Spreadsheet/), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/the sheet "Summary" has no header row/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sheet'), 'Deals');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2. Map the columns')).toBeInTheDocument();
    expect(screen.getByText('The columns below come from "Deals"')).toBeInTheDocument();

    // Reading the other sheet again is refused the same way, and says why.
    await user.selectOptions(screen.getByLabelText('Sheet'), 'Summary');
    await user.click(screen.getByRole('button', { name: 'Read this sheet' }));
    expect(await screen.findByText(/the sheet "Summary" has no header row/)).toBeInTheDocument();
    expect(screen.getByText('2. Map the columns')).toBeInTheDocument();
  });
});
