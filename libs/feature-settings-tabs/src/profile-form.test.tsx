import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from './profile-form.tsx';
import { exampleProfile } from './testing/example-profile.ts';

function renderForm(routes: FakeRoutes) {
  const fake = createFakeApiClient({ 'GET profile': success(exampleProfile), ...routes });
  render(
    <ApiTestProviders api={fake.api}>
      <ProfileForm />
    </ApiTestProviders>,
  );
  return fake;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('ProfileForm', () => {
  it('starts pristine with the stored names and the initials, and saves with the version read', async () => {
    const { requests } = renderForm({
      'PUT profile': ({ body }) =>
        success({ ...exampleProfile, ...(body as object), version: exampleProfile.version + 1 }),
    });
    const first = await screen.findByLabelText(/First name/);
    expect(first).toHaveValue('Casey');
    expect(screen.getByRole('img', { name: 'Casey Closer' })).toHaveTextContent('CC');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Display name/), 'Case');
    await save();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      version: 3,
      first_name: 'Casey',
      last_name: 'Closer',
      display_name: 'Case',
    });
  });

  it('shows the contract’s message under a field before sending anything', async () => {
    const { requests } = renderForm({});
    await userEvent.clear(await screen.findByLabelText(/First name/));
    await save();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('refuses a control character in a name under its field, before sending anything', async () => {
    const { requests } = renderForm({});
    // A tab or a bidi override pasted into a name (a text field already drops line breaks).
    await userEvent.click(await screen.findByLabelText(/Display name/));
    await userEvent.paste('Case\tCloser');
    await save();
    expect(
      await screen.findByText(
        'Display name must not contain control characters (line breaks, tabs…)',
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('locks the fields while the save runs', async () => {
    renderForm({ 'PUT profile': 'pending' });
    await userEvent.type(await screen.findByLabelText(/Display name/), 'Case');
    await save();
    expect(await screen.findByLabelText(/First name/)).toBeDisabled();
  });

  it('shows the server’s 400 under the field it names', async () => {
    renderForm({
      'PUT profile': failure(400, 'validation-error', 'last_name: must be at most 100 characters'),
    });
    await userEvent.type(await screen.findByLabelText(/Display name/), 'Case');
    await save();
    expect(
      await screen.findByText('Last name: must be at most 100 characters'),
    ).toBeInTheDocument();
  });

  it('says someone saved first on a 409 and reloads their version', async () => {
    let reads = 0;
    renderForm({
      'GET profile': () => {
        reads += 1;
        return success(
          reads === 1 ? exampleProfile : { ...exampleProfile, first_name: 'Cass', version: 4 },
        );
      },
      'PUT profile': failure(
        409,
        'stale-version',
        'Someone changed this profile since you opened it',
      ),
    });
    await userEvent.type(await screen.findByLabelText(/Display name/), 'Case');
    await save();
    expect(await screen.findByText('Someone else saved first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Cass')).toBeInTheDocument();
    expect(screen.queryByText('Someone else saved first')).not.toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    renderForm({ 'GET profile': failure(500, 'internal') });
    expect(await screen.findByText('Couldn’t load your profile')).toBeInTheDocument();
  });
});
