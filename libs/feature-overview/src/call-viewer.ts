import { accessLevels, type AppointmentRow } from '@salesdash/api-contract';

/** The signed-in person as far as a call's actions are concerned. */
export type CallViewer = { userId: number; access: number };

/**
 * Whether to offer `viewer` the status of `call` (its closer, their manager or an admin: docs/user-guide.md#tables-statuses-and-calls).
 * Managers and admins are offered every call they see; the server refuses a call of another
 * team's closer with its reason. Employees are offered their own calls as closer.
 */
export function mayChangeCall(viewer: CallViewer, call: AppointmentRow): boolean {
  return viewer.access <= accessLevels.manager || call.user_id === viewer.userId;
}

/** Whether `viewer` is the setter named on `call`, who may decline it ("not my call"). */
export function mayDeclineCall(viewer: CallViewer, call: AppointmentRow): boolean {
  return call.setter_id === viewer.userId;
}

/** Whether `viewer` may delete calls: admins. */
export function mayDeleteCall(viewer: CallViewer): boolean {
  return viewer.access <= accessLevels.admin;
}
