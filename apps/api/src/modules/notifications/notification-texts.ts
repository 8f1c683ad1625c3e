import { formatDay, formatMoney } from '@salesdash/util-format';
import type { NewNotification } from './service.ts';

/**
 * Where a person's record of `day` is: their dashboard on that one day, whose tables then hold
 * the record near the top.
 */
export function ownDashboardOn(day: string): string {
  return `/sales-overview?startDate=${day}&endDate=${day}&preset=custom`;
}

type For = { organizationId: number; userId: number };

/** A sale's verdict for its closer: the commission request was approved or rejected. */
export function saleDecided(
  to: For,
  sale: { amountCents: number; customerName: string; date: string },
  status: 'approved' | 'rejected',
): NewNotification {
  return {
    ...to,
    type: `transaction:${status}`,
    title: status === 'approved' ? 'Commission request approved' : 'Commission request rejected',
    body: `Your ${formatMoney(sale.amountCents / 100)} sale to ${sale.customerName} on ${formatDay(sale.date)} was ${status}.`,
    link: ownDashboardOn(sale.date),
  };
}

/** A sale of one's was refunded: what was paid on it is clawed back. */
export function saleRefunded(
  to: For,
  sale: { amountCents: number; customerName: string; date: string },
  clawbackCents: number,
): NewNotification {
  return {
    ...to,
    type: 'transaction:refunded',
    title: 'Sale refunded',
    body: `Your ${formatMoney(sale.amountCents / 100)} sale to ${sale.customerName} on ${formatDay(sale.date)} was refunded: ${formatMoney(clawbackCents / 100)} of commission clawed back.`,
    link: ownDashboardOn(sale.date),
  };
}

/** A bonus or clawback was added for someone. */
export function adjustmentAdded(
  to: For,
  adjustment: { amountCents: number; date: string; reason: string },
): NewNotification {
  const bonus = adjustment.amountCents > 0;
  return {
    ...to,
    type: 'adjustment:added',
    title: bonus ? 'Bonus added' : 'Clawback added',
    body: `${formatMoney(adjustment.amountCents / 100)} on ${formatDay(adjustment.date)}: ${adjustment.reason}`,
    link: ownDashboardOn(adjustment.date),
  };
}

/** A call was booked for its closer. */
export function callBooked(
  to: For,
  call: { leadName: string; localDay: string; localTime: string; productName: string },
): NewNotification {
  return {
    ...to,
    type: 'appointment:booked',
    title: 'Call booked',
    body: `${call.leadName} on ${call.localTime} (${call.productName}).`,
    link: ownDashboardOn(call.localDay),
  };
}

/** Someone else booked a call naming one as its setter: it counts in one's show rate. */
export function callNamesSetter(
  to: For,
  call: { leadName: string; localDay: string; localTime: string; productName: string },
  bookedBy: string,
): NewNotification {
  return {
    ...to,
    type: 'appointment:named',
    title: 'Named as setter on a call',
    body: `${bookedBy} booked ${call.leadName} on ${call.localTime} (${call.productName}) with you as its setter. Not your call? Decline it in your appointments.`,
    link: ownDashboardOn(call.localDay),
  };
}

/** The setter of one's call declined it: it no longer counts in their figures. */
export function callDeclined(
  to: For,
  call: { leadName: string; localDay: string; localTime: string },
  setter: string,
): NewNotification {
  return {
    ...to,
    type: 'appointment:declined',
    title: 'Setter declined a call',
    body: `${setter} is no longer the setter of the call with ${call.leadName} on ${call.localTime}.`,
    link: ownDashboardOn(call.localDay),
  };
}

/**
 * Someone asked for commission on a deal naming one as its setter, or (a setter's request) as
 * its closer: approval pays one too, and credits a closer with the deal.
 */
export function dealNamesPerson(
  to: For,
  as: 'closer' | 'setter',
  sale: { amountCents: number; customerName: string; date: string },
  requestedBy: string,
): NewNotification {
  return {
    ...to,
    type: 'transaction:named',
    title: `Named as ${as} on a sale`,
    body: `${requestedBy} asked for commission on a ${formatMoney(sale.amountCents / 100)} sale to ${sale.customerName} on ${formatDay(sale.date)} with you as its ${as}. It waits for an admin’s approval.`,
    link: ownDashboardOn(sale.date),
  };
}

/** Someone one invited finished their registration. */
export function inviteAccepted(to: For, invitee: { name: string; email: string }): NewNotification {
  return {
    ...to,
    type: 'invite:accepted',
    title: 'Invite accepted',
    body: `${invitee.name} (${invitee.email}) joined the team.`,
    link: '/team',
  };
}
