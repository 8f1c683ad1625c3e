import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyLinkField } from './copy-link-field.tsx';

const url = 'https://salesdash.example.com/share/employee/tok';

describe('CopyLinkField', () => {
  it('copies with the Clipboard API by default', async () => {
    const user = userEvent.setup();
    render(<CopyLinkField url={url} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });

  it('selects the link and says how to copy when copying fails', async () => {
    render(<CopyLinkField url={url} copy={vi.fn(async () => Promise.reject(new Error('no')))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('press Ctrl+C');
    const field = screen.getByLabelText('Share link') as HTMLInputElement;
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(url.length);
  });

  it('names what it copies', async () => {
    const user = userEvent.setup();
    render(<CopyLinkField url="whsec_abc" label="Signing secret" noun="secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_abc');
    expect(screen.getByRole('status')).toHaveTextContent('Secret copied to the clipboard.');
  });
});
