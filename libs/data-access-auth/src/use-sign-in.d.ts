import type { LoginRequest, SignedInUser } from '@salesdash/api-contract';
/**
 * Returns a sign-in function bound to the app's API client that stores the user under `user`
 * on success.
 */
export declare function useSignIn(): (credentials: LoginRequest) => Promise<SignedInUser>;
