import * as z from 'zod/mini';
import { emailSchema } from './email-schema.ts';

/** Body of `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, { message: 'Password is required' }),
      z.maxLength(1024, { message: 'Password is too long' }),
    ),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
