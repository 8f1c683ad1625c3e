import * as z from 'zod/mini';

/** `data` of `GET /health`. */
export const healthSchema = z.object({ db: z.literal('ok') });

export type Health = z.infer<typeof healthSchema>;
