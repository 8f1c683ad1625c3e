// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { SignedInUser } from '@salesdash/api-contract';
import {
  invitationQueryOptions,
  login,
  readStoredUser,
  sessionAtom,
} from '@salesdash/data-access-auth';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';

const { api } = createFakeApiClient();
export const signIn = (): Promise<SignedInUser> => login(api, { email: 'a@b.co', password: 'x' });
export const stored: SignedInUser | null = readStoredUser({ getItem: () => null });
export const atom = sessionAtom;
// The declarations name the key's shape, which useQuery and the cache are typed by.
export const invitationKey: readonly ['auth', 'invitation', string] = invitationQueryOptions(
  api,
  'tok',
).queryKey;
// @ts-expect-error signing in needs the password
login(api, { email: 'a@b.co' });
