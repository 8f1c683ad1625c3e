/** The channel migration 0004 notifies on every committed change to any table. */
export const dataChangedChannel = 'data_changed';
