import { createContext, useContext } from 'react';
import type { FormProblem } from './form-problems.ts';

/**
 * What the page that owns a form's request tells its fields: the save runs (every field locks)
 * and what the server refused (under the field it names).
 */
export type FormStatus = { submitting: boolean; problem: FormProblem | null | undefined };

export const FormStatusContext = createContext<FormStatus>({ submitting: false, problem: null });

/** The status of the form around the calling field. */
export const useFormStatus = (): FormStatus => useContext(FormStatusContext);
