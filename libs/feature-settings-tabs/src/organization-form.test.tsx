import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrganizationForm } from './organization-form.tsx';
import { exampleOrganization } from './testing/example-profile.ts';

const read = `GET organizations/${exampleOrganization.organization_id}`;
const write = `PUT organizations/${exampleOrganization.organization_id}`;
const saved = ({ body }: { body: unknown }) =>
  success({
    ...exampleOrganization,
    ...(body as object),
    version: exampleOrganization.version + 1,
  });

function renderForm(routes: FakeRoutes) {
  const fake = createFakeApiClient({ [read]: success(exampleOrganization), ...routes });
  render(
    <ApiTestProviders api={fake.api}>
      <OrganizationForm organizationId={exampleOrganization.organization_id} />
    </ApiTestProviders>,
  );
  return fake;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Save organization' }));

describe('OrganizationForm', () => {
  it('says a new time zone leaves closed statements as they are', async () => {
    renderForm({});
    expect(
      await screen.findByText(
        /applies from the next open month; closed statements keep their dates/,
      ),
    ).toBeVisible();
  });

  it('renames without asking, sending the version it read', async () => {
    const { requests } = renderForm({ [write]: saved });
    const name = await screen.findByLabelText(/Organization name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Sales');
    await submit();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Acme Sales',
      timezone: 'America/New_York',
      version: 4,
    });
  });

  it('says which dashboards a new time zone shifts and asks before saving it', async () => {
    const { requests } = renderForm({ [write]: saved });
    await userEvent.selectOptions(await screen.findByLabelText(/Time zone/), 'Europe/Berlin');
    expect(screen.getByText('What a new time zone changes')).toBeInTheDocument();
    expect(screen.getAllByText(/team dashboard/).length).toBeGreaterThan(0);
    await submit();
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the time zone to Europe/Berlin?',
    });
    expect(within(dialog).getByText(/leaderboard’s current period/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change time zone' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      timezone: 'Europe/Berlin',
    });
  });

  it('keeps the zone when the confirmation is declined', async () => {
    const { requests } = renderForm({ [write]: saved });
    await userEvent.selectOptions(await screen.findByLabelText(/Time zone/), 'Asia/Tokyo');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep America/New_York' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a blank name under its field, and the server’s 400 under the field it names', async () => {
    renderForm({
      [write]: failure(400, 'validation-error', 'name: is taken by nothing but a test'),
    });
    const name = await screen.findByLabelText(/Organization name/);
    await userEvent.clear(name);
    await submit();
    expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Acme');
    await submit();
    expect(
      await screen.findByText('Organization name: is taken by nothing but a test'),
    ).toBeInTheDocument();
  });

  it('locks the fields while saving, and offers to reload after someone else saved', async () => {
    renderForm({ [write]: failure(409, 'stale-version', 'Someone changed this organization') });
    await userEvent.type(await screen.findByLabelText(/Organization name/), ' Co');
    await submit();
    expect(await screen.findByText('Someone else saved first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the loading skeleton, then the error with a retry', async () => {
    renderForm({ [read]: failure(500, 'internal') });
    expect(screen.getByTestId('organization-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Couldn’t load the organization')).toBeInTheDocument();
  });
});
