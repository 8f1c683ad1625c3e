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
import { AppointmentStatusAction } from './appointment-status-action.tsx';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';

function renderAction(options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <AppointmentStatusAction
        appointment={exampleAppointment({ appointment_id: 8, appointment_status: 'scheduled' })}
      />
    </ApiTestProviders>,
  );
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('AppointmentStatusAction', () => {
  it('records the chosen status and says so', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderAction();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status of the call with Blake Rivera' }),
      'No show',
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Call with Blake Rivera marked no show'),
    );
    const change = requests.find((request) => request.method === 'POST');
    expect(change?.path).toBe('appointments/status/8');
    expect(change?.body).toEqual({ appointment_status: 'no_show' });
  });

  it('shows the server’s reason when it refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderAction({
      appointmentStatus: failure(
        403,
        'forbidden',
        'Only the closer of a call, their manager or an admin can change its status',
      ),
    });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Taken');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Only the closer of a call, their manager or an admin can change its status',
      ),
    );
  });
});
