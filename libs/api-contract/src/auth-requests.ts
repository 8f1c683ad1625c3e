import * as z from 'zod/mini';
import { emailSchema } from './email-schema.ts';
import { minPasswordLength } from './password-rules.ts';
import { noControlCharacters } from './name-input.ts';

const tokenSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { message: 'is required' }), z.maxLength(512));

/** A new password: length is checked here, the email and common-password rules by the server. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(minPasswordLength, { message: `Use at least ${minPasswordLength} characters` }),
    z.maxLength(200, { message: 'Use at most 200 characters' }),
  );

/** Body of `POST /api/auth/refresh` and `POST /api/auth/logout`. */
export const refreshRequestSchema = z.object({ refresh_token: tokenSchema });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Body of `POST /api/auth/password`: change the password, proving the current one. */
export const changePasswordRequestSchema = z.object({
  current_password: z
    .string()
    .check(
      z.minLength(1, { message: 'is required' }),
      z.maxLength(1024, { message: 'is too long' }),
    ),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Body of `POST /api/auth/reset-request`. Always answered 200, so it reveals no accounts. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Body of `POST /api/auth/reset`: the single-use token of the reset link and the new password. */
export const passwordResetSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Body of `POST /api/auth/complete-registration` from an invite link. */
export const completeRegistrationRequestSchema = z.object({
  token: tokenSchema,
  first_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required' }),
      z.maxLength(100),
      noControlCharacters,
    ),
  last_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required' }),
      z.maxLength(100),
      noControlCharacters,
    ),
  password: newPasswordSchema,
});
export type CompleteRegistrationRequest = z.infer<typeof completeRegistrationRequestSchema>;

/** Path params of `GET /api/auth/invite/:token`. */
export const actionTokenParamsSchema = z.object({ token: tokenSchema });
