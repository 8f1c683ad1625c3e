import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formProblems } from './form-problems.ts';

describe('fieldErrorsOf', () => {
  it('words each field’s first problem after its label, and keeps others as they are', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['amount'], message: 'must be a dollar amount' },
          { path: ['amount'], message: 'a second problem' },
          { path: ['customer_email'], message: 'Invalid email address' },
          { path: ['password_hash'], message: 'is not a field of this form' },
          { path: [], message: 'give at least one field' },
        ],
        { amount: 'Cash collected', customer_email: 'Customer email' },
      ),
    ).toEqual({
      amount: 'Cash collected must be a dollar amount',
      customer_email: 'Invalid email address',
    });
  });
});

describe('formProblems', () => {
  const labels = { amount: 'Cash collected' };
  it('puts a problem naming a field of the form under it, after the form’s own error', () => {
    const shown = formProblems({}, { field: 'amount', message: 'must be more' }, labels);
    expect(shown.errorOf('amount')).toBe('Cash collected: must be more');
    expect(shown.formProblem).toBeNull();
    expect(
      formProblems({ amount: 'Enter it' }, { field: 'amount', message: 'x' }, labels).errorOf(
        'amount',
      ),
    ).toBe('Enter it');
  });

  it('puts any other problem above the form', () => {
    const shown = formProblems({}, { field: 'status', message: 'is approved' }, labels);
    expect(shown.errorOf('amount')).toBeUndefined();
    expect(shown.formProblem).toBe('is approved');
    expect(formProblems({}, { message: 'Refused' }, labels).formProblem).toBe('Refused');
    expect(formProblems({}, null, labels).formProblem).toBeNull();
  });
});
