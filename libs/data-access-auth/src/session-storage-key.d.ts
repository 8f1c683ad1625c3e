/** localStorage key of the signed-in user (spec §3). */
export declare const sessionStorageKey = "user";
