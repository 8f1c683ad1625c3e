import type {
  Adjustment,
  CreateAdjustmentRequest,
  UpdateAdjustmentRequest,
} from '@salesdash/api-contract';
import { createAdjustment, deleteAdjustment, updateAdjustment } from './change-adjustments.ts';
import { useFigureMovingWrite } from './use-figure-moving-write.ts';

/** Adds an adjustment to `userId`; afterwards the lists, commission card and history refetch. */
export function useCreateAdjustment(userId: number) {
  return useFigureMovingWrite<Adjustment, CreateAdjustmentRequest>((api, adjustment) =>
    createAdjustment(api, userId, adjustment),
  );
}

export type UpdateAdjustmentVariables = { adjustmentId: number; change: UpdateAdjustmentRequest };

/** Changes an adjustment of `userId`; afterwards the lists and figures refetch. */
export function useUpdateAdjustment(userId: number) {
  return useFigureMovingWrite<Adjustment, UpdateAdjustmentVariables>(
    (api, { adjustmentId, change }) => updateAdjustment(api, userId, adjustmentId, change),
  );
}

/** Removes an adjustment of `userId`; afterwards the lists and figures refetch. */
export function useDeleteAdjustment(userId: number) {
  return useFigureMovingWrite<void, number>((api, adjustmentId) =>
    deleteAdjustment(api, userId, adjustmentId),
  );
}
