import type {
  Adjustment,
  CreateAdjustmentRequest,
  UpdateAdjustmentRequest,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdjustment, deleteAdjustment, updateAdjustment } from './change-adjustments.ts';
import { refetchSalesAndMetrics } from './patch-cached-row.ts';

/** Adds an adjustment to `userId`; afterwards the lists, commission card and history refetch. */
export function useCreateAdjustment(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Adjustment, Error, CreateAdjustmentRequest>({
    mutationFn: (adjustment) => createAdjustment(api, userId, adjustment),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}

export type UpdateAdjustmentVariables = { adjustmentId: number; change: UpdateAdjustmentRequest };

/** Changes an adjustment of `userId`; afterwards the lists and figures refetch. */
export function useUpdateAdjustment(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Adjustment, Error, UpdateAdjustmentVariables>({
    mutationFn: ({ adjustmentId, change }) => updateAdjustment(api, userId, adjustmentId, change),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}

/** Removes an adjustment of `userId`; afterwards the lists and figures refetch. */
export function useDeleteAdjustment(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: (adjustmentId) => deleteAdjustment(api, userId, adjustmentId),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}
