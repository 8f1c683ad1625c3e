import { exampleApiKey } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewApiKeyDialog } from './new-api-key-dialog.tsx';

const created = { api_key: exampleApiKey({ name: 'BI export' }), key: 'sdk_secret' };

describe('NewApiKeyDialog', () => {
  it('shows the key with a warning, copies it and closes when the admin has it', async () => {
    const copy = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<NewApiKeyDialog created={created} copy={copy} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Copy the key of BI export' })).toBeInTheDocument();
    expect(screen.getByText(/You will not see this key again/)).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveValue('sdk_secret');
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(copy).toHaveBeenCalledWith('sdk_secret');
    expect(await screen.findByText('Key copied to the clipboard.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have copied the key' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('selects the key and says how to copy it when the clipboard refuses', async () => {
    render(
      <NewApiKeyDialog
        created={created}
        copy={() => Promise.reject(new Error('blocked'))}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText(/the key is selected, press Ctrl\+C/)).toBeInTheDocument();
  });
});
