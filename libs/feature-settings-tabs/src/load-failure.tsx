import { Alert, Button } from '@salesdash/ui-kit';

/** A tab's record could not be read: says which, with a retry. */
export function LoadFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
