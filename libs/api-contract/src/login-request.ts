import { z } from 'zod';
import { emailSchema } from './email-schema.ts';

/** Body of `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { message: 'Password is required' })
    .max(1024, { message: 'Password is too long' }),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
