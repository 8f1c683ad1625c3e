import { isApiError, networkErrorCode } from '@salesdash/data-access-api';
import { formatWait } from './login-error-message.ts';

const messages: Record<string, string> = {
  'expired-action-code': 'This link has expired.',
  'invalid-action-code': 'This link is not valid or was already used.',
  'email-already-in-use': 'Someone with this email address already has an account.',
  'no-seats-available':
    'No seats are available in your organization. Free a seat or add seats, then try again.',
  'user-disabled': 'This account has been disabled. Contact your administrator.',
  forbidden: "You don't have permission to do that.",
  [networkErrorCode]: "We couldn't reach the server. Check your connection and try again.",
};

/**
 * The sentence a form of this lib shows for a failed call other than sign-in: friendly text per
 * code, the server's own message for validation errors (it names the field).
 * @param error - whatever the call threw
 * @param fallback - text for unexpected failures
 */
export function authErrorMessage(
  error: unknown,
  fallback = 'Something went wrong on our side. Please try again.',
): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'too-many-requests') {
    return error.retryAfterSeconds === undefined
      ? 'Too many attempts. Please wait a few minutes and try again.'
      : `Too many attempts. Try again in ${formatWait(error.retryAfterSeconds)}.`;
  }
  if (error.code === 'validation-error') return error.message.replace(/^[a-z_]+: /, '');
  return messages[error.code] ?? fallback;
}
