import type { AssignCommissionRequest, RateChangePreview } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation } from '@tanstack/react-query';
import { previewRateChange } from './preview-rate-change.ts';

/**
 * Asks the server what a rate change would reprice before it is saved. A mutation, not a
 * query: each answer belongs to one form submission, and the POST changes nothing to cache.
 */
export function usePreviewRateChange() {
  const api = useApiClient();
  return useMutation<RateChangePreview, Error, AssignCommissionRequest>({
    mutationFn: (assignment) => previewRateChange(api, assignment),
  });
}
