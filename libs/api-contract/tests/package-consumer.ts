// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import { loginRequestSchema, type LoginRequest, type SignedInUser } from '@salesdash/api-contract';

const request: LoginRequest = loginRequestSchema.parse({ email: 'a@b.co', password: 'x' });
const access: SignedInUser['access'] = 4;
// @ts-expect-error a login request needs its password
const incomplete: LoginRequest = { email: 'a@b.co' };
export { request, access, incomplete };
