import * as z from 'zod/mini';

/** `data` of `GET /health/ready` when the server takes traffic: migrated, not draining, database answering. */
export const readinessSchema = z.object({ phase: z.literal('ready'), db: z.literal('ok') });

export type Readiness = z.infer<typeof readinessSchema>;
