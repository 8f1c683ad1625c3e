import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WebhookEndpointForm } from './webhook-endpoint-form.tsx';

const renderForm = () => {
  const onSave = vi.fn();
  render(<WebhookEndpointForm saving={false} onSave={onSave} onClose={() => undefined} />);
  return { onSave, user: userEvent.setup() };
};

describe('WebhookEndpointForm', () => {
  it('sends a generic endpoint with its name only', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'CRM');
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    expect(onSave).toHaveBeenCalledWith({ type: 'generic', name: 'CRM' });
  });

  it('asks a Stripe endpoint for the secret Stripe shows', async () => {
    const { onSave, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Sender/), 'stripe');
    await user.type(screen.getByLabelText(/^Name/), 'Stripe');
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    expect(await screen.findByText(/Signing secret must be the whsec_/)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Signing secret/), 'whsec_0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    expect(onSave).toHaveBeenCalledWith({
      type: 'stripe',
      name: 'Stripe',
      signing_secret: 'whsec_0123456789abcdef',
      auto_approve: false,
    });
  });
});
