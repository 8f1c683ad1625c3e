import { fieldProblemOf } from '@salesdash/data-access-api';
import type { FormProblem } from '@salesdash/ui-kit';
import { authErrorMessage } from './auth-error-message.ts';

/** A failed reset call as its form shows it: a 400 under the field it names, else a sentence. */
export function resetProblemOf(caught: unknown): FormProblem {
  return fieldProblemOf(caught) ?? { message: authErrorMessage(caught) };
}
