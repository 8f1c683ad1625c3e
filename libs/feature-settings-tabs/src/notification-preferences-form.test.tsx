import { notificationTriggers } from '@salesdash/api-contract';
import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './notification-preferences-form.stories.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';

function renderForm(routes: FakeRoutes) {
  const fake = createFakeApiClient({
    'GET notification-preferences': success(exampleNotificationPreferences),
    ...routes,
  });
  render(
    <ApiTestProviders api={fake.api}>
      <NotificationPreferencesForm />
    </ApiTestProviders>,
  );
  return fake;
}

const group = (name: string) => screen.findByRole('group', { name });

describe('NotificationPreferencesForm', () => {
  it('shows every trigger with its choices and saves the whole set', async () => {
    const { requests } = renderForm({
      'PUT notification-preferences': ({ body }) =>
        success({ email_available: true, ...(body as object) }),
    });
    const bonus = await group('A bonus or clawback is added for you');
    expect(within(bonus).getByLabelText('In the app')).toBeChecked();
    expect(within(bonus).getByLabelText('By email')).toBeChecked();
    expect(screen.getAllByRole('group')).toHaveLength(notificationTriggers.length);
    const refund = await group('A sale of yours is refunded');
    await userEvent.click(within(refund).getByLabelText('By email'));
    await userEvent.click(within(bonus).getByLabelText('In the app'));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    const sent = (put?.body as { preferences: { trigger: string }[] }).preferences;
    expect(sent).toHaveLength(notificationTriggers.length);
    expect(sent).toContainEqual({ trigger: 'transaction:refunded', in_app: true, email: true });
    expect(sent).toContainEqual({ trigger: 'adjustment:added', in_app: false, email: true });
    // A new change hides "Saved." until it is saved too.
    await userEvent.click(within(refund).getByLabelText('By email'));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('says when the server sends no mail', async () => {
    renderForm({
      'GET notification-preferences': success({
        ...exampleNotificationPreferences,
        email_available: false,
      }),
    });
    expect(await screen.findByText('Mail is off')).toBeInTheDocument();
  });

  it('keeps the choices and shows the server’s refusal above them', async () => {
    renderForm({
      'PUT notification-preferences': failure(
        400,
        'invalid-argument',
        'preferences: lists a trigger twice',
      ),
    });
    const refund = await group('A sale of yours is refunded');
    await userEvent.click(within(refund).getByLabelText('By email'));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your choices were not saved');
    expect(alert).toHaveTextContent('lists a trigger twice');
    expect(within(refund).getByLabelText('By email')).toBeChecked();
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    let calls = 0;
    renderForm({
      'GET notification-preferences': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'internal') : success(exampleNotificationPreferences);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t load your notification settings',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await group('A call is booked for you')).toBeInTheDocument();
  });

  it('has a story per state, each rendering', async () => {
    const { Loading, Data, MailOff, LoadError, Submitting, SaveError } = composeStories(stories);
    const loading = render(<Loading />);
    expect(screen.getByTestId('notification-preferences-skeleton')).toBeInTheDocument();
    loading.unmount();
    const data = render(<Data />);
    expect(await group('Someone you invited joins')).toBeInTheDocument();
    data.unmount();
    const mailOff = render(<MailOff />);
    expect(await screen.findByText('Mail is off')).toBeInTheDocument();
    mailOff.unmount();
    const failed = render(<LoadError />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failed.unmount();
    const submitting = render(<Submitting />);
    await group('Someone you invited joins');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'A call is booked for you' })).getByLabelText(
          'In the app',
        ),
      ).toBeDisabled(),
    );
    submitting.unmount();
    render(<SaveError />);
    await group('Someone you invited joins');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('lists a trigger twice');
  });
});
