import {
  ApiTestProviders,
  createFakeApiClient,
  exampleAppointment,
  failure,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppointmentRowActions } from './appointment-row-actions.tsx';
import type { CallViewer } from './call-viewer.ts';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';

// Call 8: closer 7, setter 9.
const setter: CallViewer = { userId: 9, access: 4 };
const admin: CallViewer = { userId: 1, access: 2 };

function renderActions(viewer: CallViewer, options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <AppointmentRowActions
        viewer={viewer}
        appointment={exampleAppointment({ appointment_id: 8, user_id: 7, setter_id: 9 })}
      />
    </ApiTestProviders>,
  );
  return fake;
}

const writes = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.path}`);

afterEach(() => vi.restoreAllMocks());

describe('AppointmentRowActions', () => {
  it('offers the setter “Not my call” and nothing else', () => {
    renderActions(setter);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Not my call',
    ]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks before declining, with Cancel focused, so Enter keeps the call', async () => {
    const { requests } = renderActions(setter);
    await userEvent.click(
      screen.getByRole('button', { name: 'Not my call: decline the call with Blake Rivera' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline this call?' });
    expect(dialog).toHaveAccessibleDescription(/Blake Rivera/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it('declines once confirmed and says so', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderActions(setter);
    await userEvent.click(screen.getByRole('button', { name: /Not my call/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline call' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'You are no longer the setter of the call with Blake Rivera',
      ),
    );
    expect(writes(requests)).toEqual(['POST appointments/decline/8']);
  });

  it('lets an admin delete after confirming, and shows a refusal’s reason', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { requests } = renderActions(admin, {
      deleteAppointment: failure(404, 'not-found', 'Not found'),
    });
    expect(screen.getByRole('combobox', { name: /Status of the call/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Not my call/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the call with Blake Rivera' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete call' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Not found'));
    expect(writes(requests)).toEqual(['DELETE appointments/8']);
  });
});
