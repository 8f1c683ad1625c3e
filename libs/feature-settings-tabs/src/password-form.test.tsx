import {
  ApiTestProviders,
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordForm } from './password-form.tsx';

function renderForm(routes: FakeRoutes) {
  const fake = createFakeApiClient(routes);
  render(
    <ApiTestProviders api={fake.api}>
      <PasswordForm email="casey.closer@demo.test" />
    </ApiTestProviders>,
  );
  return fake;
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText(/Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('changes the password through the existing call and clears the form', async () => {
    const { requests } = renderForm({ 'POST auth/password': success(exampleSignedInUser()) });
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
    await fill('old-password-1', 'a-much-better-secret-42');
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      current_password: 'old-password-1',
      new_password: 'a-much-better-secret-42',
    });
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('checks the rules and the confirmation before sending anything', async () => {
    const { requests } = renderForm({});
    await fill('old-password-1', 'casey.closer@demo.test', 'something else entirely');
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/email/i);
    expect(requests).toHaveLength(0);
  });

  it('locks the fields while the change runs', async () => {
    renderForm({ 'POST auth/password': 'pending' });
    await fill('old-password-1', 'a-much-better-secret-42');
    expect(await screen.findByLabelText(/Current password/)).toBeDisabled();
  });

  it('shows a wrong current password under its field', async () => {
    renderForm({
      'POST auth/password': failure(
        400,
        'wrong-password',
        'current_password: The current password is wrong',
      ),
    });
    await fill('not-my-password', 'a-much-better-secret-42');
    expect(
      await screen.findByText('Current password: The current password is wrong'),
    ).toBeInTheDocument();
  });
});
