import { exampleImportUpload } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportMappingForm, type ImportMappingFormProps } from './import-mapping-form.tsx';

const renderForm = (props: Partial<ImportMappingFormProps> = {}) => {
  const onPreview = vi.fn();
  const onDiscard = vi.fn();
  render(
    <ImportMappingForm
      batch={exampleImportUpload}
      previewing={false}
      onPreview={onPreview}
      onDiscard={onDiscard}
      {...props}
    />,
  );
  return { onPreview, onDiscard, user: userEvent.setup() };
};

describe('ImportMappingForm', () => {
  it('shows one select per column, pre-set from the guess, required fields marked', () => {
    renderForm();
    expect(screen.getByLabelText('Payment date')).toHaveValue('date');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getAllByRole('option', { name: 'Amount (required)' })).toHaveLength(7);
    expect(screen.getAllByRole('option', { name: 'Don’t import' })).toHaveLength(7);
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
    expect(onPreview).toHaveBeenCalledWith({ ...exampleImportUpload.mapping, '6': 'type' });
  });

  it('says under a column when its field is another column’s already', async () => {
    const { user } = renderForm({ mapping: { ...exampleImportUpload.mapping, '6': 'type' } });
    await user.selectOptions(screen.getByLabelText('Customer'), 'date');
    expect(await screen.findByText('Date is already the field of column 2')).toBeInTheDocument();
  });

  it('shows the server’s mapping problem under its column', () => {
    renderForm({
      mapping: { ...exampleImportUpload.mapping, '6': 'type' },
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
