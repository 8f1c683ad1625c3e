/** Notifications per page (page 1, limit 20). */
export const notificationPageSize = 20;
