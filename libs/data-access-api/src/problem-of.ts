import { fieldProblemOf, type FieldProblem } from './field-problem.ts';

/**
 * What a form shows of a failed save: the field a 400 names (under that field), else the
 * error's message (above the form).
 */
export function problemOf(error: Error): FieldProblem | { field?: undefined; message: string } {
  return fieldProblemOf(error) ?? { message: error.message };
}
