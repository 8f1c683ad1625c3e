import { problemOf } from '@salesdash/data-access-api';
import { Alert, formProblems, type FormProblem } from '@salesdash/ui-kit';
import { isStaleVersion } from './is-stale-version.ts';
import { StaleFormAlert } from './stale-form-alert.tsx';

/**
 * What a failed save of an edit form shows: a 409 says someone saved first (with a reload),
 * a problem naming a field of `labels` goes under that field (`problem`, for the form's
 * frame), any other above the form.
 * @param error - the save's error, if any
 */
export function saveProblemOf(
  error: Error | null,
  labels: Readonly<Record<string, string>>,
): { stale: boolean; problem: FormProblem | null; formProblem: string | null } {
  const stale = isStaleVersion(error);
  const problem = error && !stale ? problemOf(error) : null;
  return { stale, problem, formProblem: formProblems({}, problem, labels).formProblem };
}

export type SaveProblemsProps = {
  stale: boolean;
  formProblem: string | null;
  /** What was saved first, for the sentence ("Your profile"). */
  what: string;
  /** The heading of a refusal shown above the form. */
  failedTitle: string;
  onReload: () => void;
};

/** The alerts above an edit form after a failed save (see {@link saveProblemOf}). */
export function SaveProblems({
  stale,
  formProblem,
  what,
  failedTitle,
  onReload,
}: SaveProblemsProps) {
  return (
    <>
      {stale ? <StaleFormAlert what={what} onReload={onReload} /> : null}
      {formProblem ? (
        <Alert tone="error" title={failedTitle}>
          {formProblem}
        </Alert>
      ) : null}
    </>
  );
}
