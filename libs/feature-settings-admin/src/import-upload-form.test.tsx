import { maxImportFileBytes } from '@salesdash/api-contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportUploadForm, sheetNamed, type ImportUploadFormProps } from './import-upload-form.tsx';

const renderForm = (props: Partial<ImportUploadFormProps> = {}) => {
  const onUpload = vi.fn();
  render(<ImportUploadForm uploading={false} onUpload={onUpload} {...props} />);
  return { onUpload, user: userEvent.setup({ applyAccept: false }) };
};

const fileInput = () => screen.getByLabelText(/^Spreadsheet/);

describe('ImportUploadForm', () => {
  it('uploads a CSV of the kind chosen, with the cap shown', async () => {
    const { user, onUpload } = renderForm();
    expect(screen.getByText(/At most 50 MB/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('The file holds'), 'appointments');
    const file = new File(['a,b\n'], 'calls.csv', { type: 'text/csv' });
    await user.upload(fileInput(), file);
    expect(screen.queryByLabelText('Sheet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith({ kind: 'appointments', file_name: 'calls.csv' }, file);
  });

  it('asks for an .xlsx sheet and sends it', async () => {
    const { user, onUpload } = renderForm();
    const file = new File(['x'], 'deals.xlsx');
    await user.upload(fileInput(), file);
    await user.type(screen.getByLabelText('Sheet'), 'Q1');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(
      { kind: 'transactions', file_name: 'deals.xlsx', sheet: 'Q1' },
      file,
    );
  });

  it('refuses no file, another format and a file over the cap before sending', async () => {
    const { user, onUpload } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a .csv or .xlsx file')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['x'], 'notes.pdf'));
    expect(screen.getByText('The file must be a .csv or an .xlsx')).toBeInTheDocument();
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: maxImportFileBytes + 1 });
    await user.upload(fileInput(), big);
    expect(screen.getByText(/This file is over 50 MB/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows what the server refused: a missing sheet under the sheet, others above', async () => {
    const { user } = renderForm({
      problem: { field: 'sheet', message: 'no sheet "Q9"; the sheets are Deals, Calls' },
    });
    await user.upload(fileInput(), new File(['x'], 'deals.xlsx'));
    expect(
      screen.getByText('Sheet: no sheet "Q9"; the sheets are Deals, Calls'),
    ).toBeInTheDocument();
  });

  it('shows an unreadable file above the form', () => {
    renderForm({ problem: { field: 'body', message: 'the file could not be read' } });
    expect(screen.getByRole('alert')).toHaveTextContent('the file could not be read');
  });

  it('offers the sheets the server listed and sends the one chosen', async () => {
    const { user, onUpload } = renderForm({
      sheets: ['Summary', 'Deals'],
      problem: { field: 'sheet', message: 'the sheet "Summary" has no header row' },
    });
    const file = new File(['x'], 'deals.xlsx');
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose the sheet that holds the rows')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Sheet'), 'Deals');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(
      { kind: 'transactions', file_name: 'deals.xlsx', sheet: 'Deals' },
      file,
    );
  });

  it('reads the sheet last read again, as the workbook spells it when offered the list', async () => {
    const { user, onUpload } = renderForm({ rememberedSheet: 'Deals' });
    const file = new File(['x'], 'march.xlsx');
    await user.upload(fileInput(), file);
    expect(screen.getByLabelText('Sheet')).toHaveValue('Deals');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(
      { kind: 'transactions', file_name: 'march.xlsx', sheet: 'Deals' },
      file,
    );
  });
});

describe('sheetNamed', () => {
  it.each([
    { name: 'Deals', found: 'Deals' },
    { name: ' deals ', found: 'Deals' },
    { name: 'DEALS', found: 'Deals' },
    { name: 'deal', found: undefined },
  ])('finds $name as $found', ({ name, found }) => {
    expect(sheetNamed(['Summary', 'Deals'], name)).toBe(found);
  });
});
