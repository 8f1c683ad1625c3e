/** Access levels; lower is more powerful. */
export const accessLevels = { superadmin: 1, admin: 2, manager: 3, employee: 4 } as const;

export type AccessLevelName = keyof typeof accessLevels;
export type AccessLevel = (typeof accessLevels)[AccessLevelName];
