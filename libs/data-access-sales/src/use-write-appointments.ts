import { useFigureMovingWrite } from './use-figure-moving-write.ts';
import { declineAppointment, deleteAppointment } from './write-appointments.ts';

// Both take a call out of someone's figures: tables and cards refetch after.

/** The signed-in setter declines a call they are named on. */
export function useDeclineAppointment() {
  return useFigureMovingWrite(declineAppointment);
}

/** An admin deletes a call. */
export function useDeleteAppointment() {
  return useFigureMovingWrite(deleteAppointment);
}
