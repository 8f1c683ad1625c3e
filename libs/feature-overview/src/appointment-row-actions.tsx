import type { AppointmentRow } from '@salesdash/api-contract';
import { useDeclineAppointment, useDeleteAppointment } from '@salesdash/data-access-sales';
import { Button, toast } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useState } from 'react';
import { AppointmentStatusAction } from './appointment-status-action.tsx';
import { mayChangeCall, mayDeclineCall, mayDeleteCall, type CallViewer } from './call-viewer.ts';
import { ConfirmCallDialog } from './confirm-call-dialog.tsx';

export type AppointmentRowActionsProps = { appointment: AppointmentRow; viewer: CallViewer };

/**
 * What the signed-in person may do with one call: its status (its closer, their manager, an
 * admin), "Not my call" for the setter named on it, and Delete for admins. Removals ask first;
 * the server decides again and a refusal says why in a toast.
 */
export function AppointmentRowActions({ appointment, viewer }: AppointmentRowActionsProps) {
  const [asking, setAsking] = useState<'decline' | 'delete' | null>(null);
  const decline = useDeclineAppointment();
  const remove = useDeleteAppointment();
  const lead = appointment.lead_name || `call #${appointment.appointment_id}`;
  const call = `${lead} · ${formatDateTime(appointment.call_date)} · ${appointment.product_name}`;
  const id = appointment.appointment_id;

  const confirm = () => {
    const write = asking === 'decline' ? decline : remove;
    const done =
      asking === 'decline'
        ? `You are no longer the setter of the call with ${lead}`
        : `Call with ${lead} deleted`;
    setAsking(null);
    // The promise, not mutate's callbacks: the refetch may remove the row before the answer.
    write.mutateAsync(id).then(
      () => toast.success(done),
      (error: Error) => toast.error(error.message),
    );
  };

  return (
    <span className="inline-flex items-center gap-1">
      {mayDeclineCall(viewer, appointment) ? (
        <Button
          size="sm"
          variant="ghost"
          className="px-2"
          loading={decline.isPending}
          aria-label={`Not my call: decline the call with ${lead}`}
          onClick={() => setAsking('decline')}
        >
          Not my call
        </Button>
      ) : null}
      {mayDeleteCall(viewer) ? (
        <Button
          size="sm"
          variant="ghost"
          className="px-2"
          loading={remove.isPending}
          aria-label={`Delete the call with ${lead}`}
          onClick={() => setAsking('delete')}
        >
          Delete
        </Button>
      ) : null}
      {/* Last, so every row's status lines up at the table's edge. */}
      {mayChangeCall(viewer, appointment) ? (
        <AppointmentStatusAction appointment={appointment} />
      ) : null}
      {asking === 'decline' ? (
        <ConfirmCallDialog
          title="Decline this call?"
          call={call}
          effect="You will no longer be its setter: it leaves your calls and show rate, and its closer is told. Only they or an admin can name you again by booking it anew."
          confirmLabel="Decline call"
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : asking === 'delete' ? (
        <ConfirmCallDialog
          title="Delete this call?"
          call={call}
          effect="It leaves every table, figure and the leaderboard for its closer and its setter. The record is kept on the server."
          confirmLabel="Delete call"
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </span>
  );
}
