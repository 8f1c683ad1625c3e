import { type LoginRequest, type SignedInUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Signs in with email and password through `POST /api/auth/login`.
 * @param api - the app's API client
 * @param credentials - email and password as typed
 * @returns the signed-in user of spec §3 (the caller stores it in {@link sessionAtom})
 * @throws ApiError with the server's code (e.g. `invalid-credential`) when sign-in fails
 */
export declare function login(api: ApiClient, credentials: LoginRequest): Promise<SignedInUser>;
