import * as z from 'zod/mini';

/** An access level number 1–4 (see `accessLevels`). */
export const accessLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
