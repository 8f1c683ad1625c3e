import { z } from 'zod';

/** Body of `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'Invalid email address' })),
  password: z.string().min(1, { message: 'Password is required' }),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
