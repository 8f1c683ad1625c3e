/** Notifications per page (spec §9: page 1, limit 20). */
export const notificationPageSize = 20;
