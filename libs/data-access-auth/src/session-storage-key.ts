/** localStorage key of the signed-in user. */
export const sessionStorageKey = 'user';
