import {
  signedInUserSchema,
  successEnvelope,
  type LoginRequest,
  type SignedInUser,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const loginResponseSchema = successEnvelope(signedInUserSchema);

/**
 * Signs in with email and password through `POST /api/auth/login`.
 * @param api - the app's API client
 * @param credentials - email and password as typed
 * @returns the signed-in user (the caller stores it in {@link sessionAtom})
 * @throws ApiError with the server's code (e.g. `invalid-credential`) when sign-in fails
 */
export async function login(api: ApiClient, credentials: LoginRequest): Promise<SignedInUser> {
  const body = await api.post('auth/login', { json: credentials }).json();
  return loginResponseSchema.parse(body).data;
}
