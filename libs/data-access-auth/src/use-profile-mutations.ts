import type {
  ChangePasswordRequest,
  Profile,
  SignedInUser,
  UpdateProfileRequest,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { changePassword } from './change-password.ts';
import { deleteAvatar, updateProfile, uploadAvatar } from './profile-calls.ts';
import { profileKeys } from './profile-query-options.ts';
import { sessionAtom } from './session-atom.ts';
import { sessionWithProfile } from './session-with-profile.ts';

/**
 * The signed-in person's own changes: names, picture upload and removal, and the password.
 * Each saved profile becomes the cached one and the session's, so the top bar follows at once;
 * a password change stores the new session the server answers (every other one ends).
 */
export function useProfileMutations() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const setSession = useSetAtom(sessionAtom);
  const saved = (profile: Profile) => {
    queryClient.setQueryData(profileKeys.own(), profile);
    setSession((user) => (user ? sessionWithProfile(user, profile) : user));
  };
  return {
    save: useMutation<Profile, Error, UpdateProfileRequest>({
      mutationFn: (request) => updateProfile(api, request),
      onSuccess: saved,
    }),
    upload: useMutation<Profile, Error, Blob>({
      mutationFn: (picture) => uploadAvatar(api, picture),
      onSuccess: saved,
    }),
    remove: useMutation<Profile, Error, void>({
      mutationFn: () => deleteAvatar(api),
      onSuccess: saved,
    }),
    changePassword: useMutation<SignedInUser, Error, ChangePasswordRequest>({
      mutationFn: (request) => changePassword(api, request),
      onSuccess: (user) => setSession(user),
    }),
  };
}
