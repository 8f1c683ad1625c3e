/** Node flags the API server runs with (server-process.mjs). */
export declare const serverNodeArgs: readonly string[];
/** Environment the API server runs with unless the caller's has them (server-process.mjs). */
export declare const serverEnv: Readonly<Record<string, string>>;
