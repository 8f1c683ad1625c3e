import * as z from 'zod/mini';

/**
 * `data` of `GET /health/live`: the process answers. `phase` says whether it takes traffic yet
 * (`starting` while it migrates) or has begun to shut down (`draining`).
 */
export const livenessSchema = z.object({ phase: z.enum(['starting', 'ready', 'draining']) });

export type Liveness = z.infer<typeof livenessSchema>;
