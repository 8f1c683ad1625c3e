import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

describe('WebhookSecretDialog', () => {
  it('copies the secret, and says the old one works 24 hours after a rotation', async () => {
    const copy = vi.fn(async () => undefined);
    render(
      <WebhookSecretDialog
        name="CRM"
        url="https://example.com/api/hooks/x"
        secret="whsec_abc"
        rotated
        copy={copy}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(/keeps working for 24 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(copy).toHaveBeenCalledWith('whsec_abc');
  });

  it('shows only the URL for a Stripe endpoint', () => {
    render(
      <WebhookSecretDialog
        name="Stripe"
        url="https://example.com/api/hooks/x"
        secret={null}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(screen.getByLabelText('URL to give the sender')).toHaveValue(
      'https://example.com/api/hooks/x',
    );
  });
});
