import type { AppointmentRow, AppointmentStatusChange } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeAppointmentStatus } from './change-appointment-status.ts';
import { patchCachedRow, refetchSalesAndMetrics } from './patch-cached-row.ts';

export type AppointmentStatusVariables = {
  appointmentId: number;
  status: AppointmentRow['appointment_status'];
};

/**
 * Mutation changing a call's status: every cached appointments page shows it at once, a failure
 * puts them back, and afterwards metrics and tables refetch (show rate and calls move).
 */
export function useChangeAppointmentStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AppointmentStatusChange, Error, AppointmentStatusVariables, () => void>({
    mutationFn: ({ appointmentId, status }) => changeAppointmentStatus(api, appointmentId, status),
    onMutate: ({ appointmentId, status }) =>
      patchCachedRow(queryClient, 'appointments', appointmentId, { appointment_status: status }),
    onError: (_error, _variables, rollback) => rollback?.(),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}
