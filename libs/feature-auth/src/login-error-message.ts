import { isApiError, networkErrorCode } from '@salesdash/data-access-api';

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
 * The friendly sentence the login page shows for a failed sign-in (spec §8 codes).
 * @param error - whatever the sign-in call threw
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    return messages[error.code] ?? 'Something went wrong on our side. Please try again.';
  }
  return 'Something went wrong on our side. Please try again.';
}
