import { Dialog, ErrorState, Skeleton } from '@salesdash/ui-kit';

/** How a form's own code or lists stand while its dialog waits for them. */
type FormLoad = { error: Error | null; isFetching: boolean; refetch: () => unknown };

export type FormLoadingDialogProps = {
  onClose: () => void;
  /** A list the form needs that failed: its message and a retry instead of the skeleton. */
  failed?: FormLoad | undefined;
  lines?: number;
};

/** The dialog a form opens in while its code or the lists it chooses from arrive. */
export function FormLoadingDialog({ onClose, failed, lines = 5 }: FormLoadingDialogProps) {
  return (
    <Dialog title="Loading the form" onClose={onClose}>
      {failed?.error ? (
        <ErrorState
          message={failed.error.message}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : (
        <Skeleton lines={lines} />
      )}
    </Dialog>
  );
}
