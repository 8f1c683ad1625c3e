import { isApiError } from './api-error.ts';

/** What a 400 said about one field of a form's body. */
export type FieldProblem = { field: string; message: string };

/**
 * The field a refused write names, from the API's `field: message` form of a 400, so a form can
 * show it under that field. Looks through `cause`s: data-access libs rethrow with the screen's own
 * words ("Failed to request commission transaction") and keep the API's error inside.
 * @returns null when no 400 naming a field is in the chain
 */
export function fieldProblemOf(error: unknown): FieldProblem | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (isApiError(current) && current.status === 400) {
      const match = /^([A-Za-z_][\w.]*): (.+)$/s.exec(current.message);
      return match?.[1] && match[2] ? { field: match[1], message: match[2] } : null;
    }
  }
  return null;
}
