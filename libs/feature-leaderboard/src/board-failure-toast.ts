import { toast } from '@salesdash/ui-kit';
import { useEffect } from 'react';

/** The message when the board fails to load. */
export const boardFailureMessage = 'Failed to load Leaderboards';

/**
 * Toasts each failed load of the board once, with a retry.
 * @param failedAt - `errorUpdatedAt` of the board's query while it is in error, else 0
 * @param retry - reloads the board
 */
export function useBoardFailureToast(failedAt: number, retry: () => void) {
  useEffect(() => {
    if (failedAt === 0) return;
    toast.error(boardFailureMessage, {
      id: 'leaderboard-load',
      action: { label: 'Retry', onClick: retry },
    });
    // The retry of the moment of failure is the one to offer; a later render's is the same call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);
}
