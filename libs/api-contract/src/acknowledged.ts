import * as z from 'zod/mini';

/** `data` of `POST /api/auth/logout` and `POST /api/auth/reset-request`. */
export const acknowledgedSchema = z.object({ ok: z.literal(true) });
export type Acknowledged = z.infer<typeof acknowledgedSchema>;
