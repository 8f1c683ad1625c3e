import type { LoginRequest, SignedInUser } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { login } from './login.ts';
import { sessionAtom } from './session-atom.ts';

/**
 * Returns a sign-in function bound to the app's API client that stores the user under `user`
 * on success.
 */
export function useSignIn(): (credentials: LoginRequest) => Promise<SignedInUser> {
  const api = useApiClient();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    async (credentials: LoginRequest) => {
      const user = await login(api, credentials);
      setSession(user);
      return user;
    },
    [api, setSession],
  );
}
