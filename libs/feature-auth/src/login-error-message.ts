import { isApiError, networkErrorCode } from '@salesdash/data-access-api';

const genericMessage = 'Something went wrong on our side. Please try again.';

const messages: Record<string, string> = {
  'invalid-credential': 'Incorrect email or password.',
  'wrong-password': 'Incorrect email or password.',
  'user-not-found': 'Incorrect email or password.',
  'too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'user-disabled': 'This account has been disabled. Contact your administrator.',
  [networkErrorCode]: "We couldn't reach the server. Check your connection and try again.",
  'validation-error': 'Enter a valid email address and your password.',
};

/**
 * How long to wait, in words: "45 seconds", "1 minute", "15 minutes".
 * @param seconds - the server's Retry-After
 */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The friendly sentence the login page shows for a failed sign-in (by the error's code); a 429 says
 * when to try again when the server sent Retry-After.
 * @param error - whatever the sign-in call threw
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return genericMessage;
  if (error.code === 'too-many-requests' && error.retryAfterSeconds !== undefined) {
    return `Too many sign-in attempts. Try again in ${formatWait(error.retryAfterSeconds)}.`;
  }
  return messages[error.code] ?? genericMessage;
}
