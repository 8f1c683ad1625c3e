import {
  rateChangePreviewSchema,
  successEnvelope,
  type RateChangePreview,
  type UpdateRoleRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(rateChangePreviewSchema);

/**
 * What a sales role's change would do to every pending deal (`POST /api/roles/:id/preview`,
 * admin): nothing is saved.
 * @throws ApiError as the change itself would (409 `stale-version`, a 400 naming the field)
 */
export async function previewRoleUpdate(
  api: ApiClient,
  roleId: string,
  request: UpdateRoleRequest,
): Promise<RateChangePreview> {
  return responseSchema.parse(await api.post(`roles/${roleId}/preview`, { json: request }).json())
    .data;
}
