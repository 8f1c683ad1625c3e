import { appointmentStatuses, type AppointmentRow } from '@salesdash/api-contract';
import { useChangeAppointmentStatus } from '@salesdash/data-access-sales';
import { Select, toast } from '@salesdash/ui-kit';

const options = appointmentStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1).replace('_', ' '),
}));

export type AppointmentStatusActionProps = { appointment: AppointmentRow };

/**
 * How a call went, chosen in place: the table shows the choice at once, the server decides
 * whether this person may make it (its closer, their manager or an admin) and a refusal puts the
 * old status back with the server's reason in a toast.
 */
export function AppointmentStatusAction({ appointment }: AppointmentStatusActionProps) {
  const change = useChangeAppointmentStatus();
  const lead = appointment.lead_name || `call #${appointment.appointment_id}`;
  return (
    <Select
      label={`Status of the call with ${lead}`}
      hideLabel
      size="sm"
      options={options}
      value={appointment.appointment_status}
      disabled={change.isPending}
      onChange={(event) => {
        const status = event.target.value as AppointmentRow['appointment_status'];
        // The promise, not mutate's callbacks: a refetch may remove the row before the answer.
        change.mutateAsync({ appointmentId: appointment.appointment_id, status }).then(
          () => toast.success(`Call with ${lead} marked ${status.replace('_', ' ')}`),
          (error: Error) => toast.error(error.message),
        );
      }}
    />
  );
}
