export { decodeAccessToken, MalformedTokenError } from './decode-access-token.ts';
export { login } from './login.ts';
export { readStoredUser } from './read-stored-user.ts';
export { sessionAtom } from './session-atom.ts';
export { sessionStorageKey } from './session-storage-key.ts';
export { preservedStorageKeys, signOut, type SignOutOptions } from './sign-out.ts';
export { useSignIn } from './use-sign-in.ts';
