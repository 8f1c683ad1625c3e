import { passwordProblem } from '@salesdash/api-contract';

export type NewPasswordProblems = { password: string | null; confirm: string | null };

/**
 * What is wrong with a new password and its confirmation, by the same rules as the server.
 * @param password - the new password
 * @param confirm - the repeated password
 * @param email - the account's email ('' when unknown: the server still checks it)
 */
export function newPasswordProblems(
  password: string,
  confirm: string,
  email: string,
): NewPasswordProblems {
  return {
    password: passwordProblem(password, email),
    confirm: confirm === password ? null : 'The passwords do not match',
  };
}
