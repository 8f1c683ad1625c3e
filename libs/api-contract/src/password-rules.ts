/** New passwords need at least this many characters. */
export const minPasswordLength = 10;

/**
 * Passwords people pick first. A short list on purpose: it stops the obvious guesses without
 * shipping a dictionary to the browser.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'letmein1234',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'abcdefghij',
  'abc1234567',
  'administrator',
  'changeme123',
  'football123',
  'baseball123',
  'sunshine123',
  'dragon1234',
  'monkey1234',
  'trustno1234',
  'salesforce1',
  'commission1',
]);

/**
 * Checks a new password against the rules: at least {@link minPasswordLength} characters, not
 * the email (nor its local part), not a common password. Server and forms share this rule.
 * @param password - the new password as typed
 * @param email - the account's email
 * @returns a message saying what is wrong, or null when the password is acceptable
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < minPasswordLength) {
    return `Use at least ${minPasswordLength} characters`;
  }
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (lowered === address || (localPart.length > 0 && lowered === localPart)) {
    return 'The password must not be your email address';
  }
  if (commonPasswords.has(lowered)) {
    return 'This password is too common; choose another';
  }
  return null;
}
