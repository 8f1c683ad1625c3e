import { describe, expect, it } from 'vitest';
import { minPasswordLength, passwordProblem } from './password-rules.ts';

describe('passwordProblem', () => {
  it.each([
    ['short9char', null],
    ['short', `Use at least ${minPasswordLength} characters`],
    ['123456789', `Use at least ${minPasswordLength} characters`],
    ['new.hire@acme.test', 'The password must not be your email address'],
    ['NEW.HIRE@ACME.TEST', 'The password must not be your email address'],
    ['newhire.longname', null],
    ['Password123', 'This password is too common; choose another'],
    ['qwertyuiop', 'This password is too common; choose another'],
    ['correct horse battery', null],
  ])('%s → %s', (password, expected) => {
    expect(passwordProblem(password, 'new.hire@acme.test')).toBe(expected);
  });

  it('rejects the local part of the email when long enough to pass the length rule', () => {
    expect(passwordProblem('jonathan.smithers', 'jonathan.smithers@acme.test')).toBe(
      'The password must not be your email address',
    );
  });
});
