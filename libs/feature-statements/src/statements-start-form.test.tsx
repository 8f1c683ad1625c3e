import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementsStartForm, type StartPreview } from './statements-start-form.tsx';
import {
  exampleStatementsStart,
  exampleStatementsStartSet,
} from './testing/example-statement-admin.ts';

function renderForm(
  props: { preview?: StartPreview | null; start?: typeof exampleStatementsStart } = {},
) {
  const onPreview = vi.fn();
  const onSave = vi.fn();
  render(
    <StatementsStartForm
      start={props.start ?? exampleStatementsStart}
      preview={props.preview ?? null}
      onPreview={onPreview}
      saving={false}
      onSave={onSave}
    />,
  );
  return { onPreview, onSave };
}

describe('StatementsStartForm', () => {
  it('measures a typed month and saves it', async () => {
    const { onPreview, onSave } = renderForm();
    expect(
      screen.getByText(
        'No start month: every record, from the first in 2024 Feb, becomes a statement line.',
      ),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Start from'), '2025-07');
    expect(onPreview).toHaveBeenLastCalledWith('2025-07');
    await userEvent.click(screen.getByRole('button', { name: 'Save start month' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2025-07'));
  });

  it('says what the typed month leaves out before it is saved', () => {
    renderForm({ preview: { month: '2025-07', facts: exampleStatementsStartSet } });
    expect(
      screen.getByText('Starting from 2025-07 leaves out 143 records, $212,400.00.'),
    ).toBeVisible();
  });

  it('names the field of a month that is not one, and saves nothing', async () => {
    const { onSave } = renderForm();
    await userEvent.type(screen.getByLabelText('Start from'), '2025-13');
    await userEvent.click(screen.getByRole('button', { name: 'Save start month' }));
    expect(await screen.findByText(/must be a month as YYYY-MM/)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what the saved month leaves out, and removes it', async () => {
    const { onSave } = renderForm({ start: exampleStatementsStartSet });
    expect(screen.getByText(/It leaves out 143 records, \$212,400\.00\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the start month' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
