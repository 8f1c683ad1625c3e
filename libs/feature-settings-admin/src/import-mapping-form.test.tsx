import { exampleImportColumns, exampleImportUpload } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportMappingForm, type ImportMappingFormProps } from './import-mapping-form.tsx';

const renderForm = (props: Partial<ImportMappingFormProps> = {}) => {
  const onPreview = vi.fn();
  const onDiscard = vi.fn();
  render(
    <ImportMappingForm
      batch={exampleImportUpload}
      columns={exampleImportColumns}
      previewing={false}
      onPreview={onPreview}
      onDiscard={onDiscard}
      {...props}
    />,
  );
  return { onPreview, onDiscard, user: userEvent.setup() };
};

const typeMapped = {
  mapping: { ...exampleImportUpload.mapping, '6': 'type' },
  constants: {},
  value_maps: {},
};

describe('ImportMappingForm', () => {
  it('shows one select per column, pre-set from the guess, required fields marked', () => {
    renderForm();
    expect(screen.getByLabelText('Payment date')).toHaveValue('date');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getAllByRole('option', { name: 'Amount (required)' })).toHaveLength(7);
    expect(screen.getAllByRole('option', { name: 'Don’t import' })).toHaveLength(7);
  });

  it('shows the first three values under each column', () => {
    renderForm();
    expect(screen.getByText('Column 1 · D-100 · D-101 · D-102')).toBeInTheDocument();
    expect(screen.getByText('Column 6 · 1,500.00 · 900 · 2,000.00')).toBeInTheDocument();
  });

  it('names the required fields not mapped and previews once they are', async () => {
    const { user, onPreview } = renderForm();
    expect(screen.getByText('Required fields not mapped yet').parentElement).toHaveTextContent(
      'Type',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Type'), 'type');
    expect(screen.queryByText('Required fields not mapped yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledWith({
      mapping: { ...exampleImportUpload.mapping, '6': 'type' },
      constants: {},
      value_maps: {},
    });
  });

  it('fills a field the file has no column for with the same value for every row', async () => {
    const { user, onPreview } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type for every row (required)'), 'new');
    expect(screen.queryByText('Required fields not mapped yet')).toBeNull();
    await user.type(screen.getByLabelText('Notes for every row'), 'From the CRM');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledWith({
      mapping: exampleImportUpload.mapping,
      constants: { type: 'new', notes: 'From the CRM' },
      value_maps: {},
    });
  });

  it('maps each value of an enumerated column to one of its field’s, with its rows', async () => {
    const { user, onPreview } = renderForm({ choice: typeMapped });
    const values = screen.getByRole('group', { name: /Type → Type: what each value stands for/ });
    await user.selectOptions(within(values).getByLabelText('“One-off” · 2 rows'), 'new');
    await user.selectOptions(within(values).getByLabelText('“Monthly” · 1 row'), 'payment_plan');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledWith({
      ...typeMapped,
      value_maps: { type: { 'One-off': 'new', Monthly: 'payment_plan' } },
    });
  });

  it('starts from the constants and value maps remembered with the mapping', () => {
    renderForm({
      choice: {
        ...typeMapped,
        constants: { notes: 'CRM' },
        value_maps: { type: { Monthly: 'payment_plan' } },
      },
    });
    expect(screen.getByLabelText('Notes for every row')).toHaveValue('CRM');
    expect(screen.getByLabelText('“Monthly” · 1 row')).toHaveValue('payment_plan');
    expect(screen.getByLabelText('“One-off” · 2 rows')).toHaveValue('');
  });

  it('still maps while the columns’ values load, and offers a retry when they fail', async () => {
    const onRetryColumns = vi.fn();
    const { user } = renderForm({
      columns: undefined,
      columnsProblem: 'The server did not answer',
      onRetryColumns,
    });
    expect(screen.getByText('Column 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryColumns).toHaveBeenCalled();
  });

  it('says under a column when its field is another column’s already', async () => {
    const { user } = renderForm({ choice: typeMapped });
    await user.selectOptions(screen.getByLabelText('Customer'), 'date');
    expect(await screen.findByText('Date is already the field of column 2')).toBeInTheDocument();
  });

  it('shows the server’s mapping problem under its column', () => {
    renderForm({
      choice: typeMapped,
      problem: { field: 'mapping.5', message: 'cannot read "n/a"' },
    });
    expect(screen.getByText('Cash collected: cannot read "n/a"')).toBeInTheDocument();
  });

  it('discards the upload', async () => {
    const { user, onDiscard } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Discard upload' }));
    expect(onDiscard).toHaveBeenCalled();
  });
});
