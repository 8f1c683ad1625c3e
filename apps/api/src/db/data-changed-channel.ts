/**
 * The channel every table's triggers notify on each committed change, saying which table and
 * which organizations (functions/notify_data_changed.sql, data-change-versions.ts).
 */
export const dataChangedChannel = 'data_changed';
