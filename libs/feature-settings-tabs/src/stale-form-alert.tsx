import { Alert, Button } from '@salesdash/ui-kit';

export type StaleFormAlertProps = {
  /** What was saved first, for the sentence ("your profile", "the organization"). */
  what: string;
  /** Reads the saved record again and starts the form from it. */
  onReload: () => void;
};

/** A 409 `stale-version`: someone saved first; reloading shows their change to start again from. */
export function StaleFormAlert({ what, onReload }: StaleFormAlertProps) {
  return (
    <Alert
      tone="error"
      title="Someone else saved first"
      action={
        <Button type="button" variant="secondary" size="sm" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {`${what} changed since you opened it, so your changes were not saved. Reload to see the saved version, then make your changes again.`}
    </Alert>
  );
}
