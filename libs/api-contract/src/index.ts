export { accessLevels, type AccessLevel, type AccessLevelName } from './access-levels.ts';
export { accessLevelSchema } from './access-level-schema.ts';
export { accessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims.ts';
export { buildManifestSchema, type BuildManifest } from './build-manifest.ts';
export {
  errorEnvelopeSchema,
  successEnvelope,
  type ErrorEnvelope,
  type SuccessEnvelope,
} from './envelope.ts';
export { errorCodeByStatus, errorCodes, type ErrorCode } from './error-codes.ts';
export { healthSchema, type Health } from './health.ts';
export { dateRangeQuerySchema, isIsoDate, isoDateSchema, type DateRangeQuery } from './iso-date.ts';
export { loginRequestSchema, type LoginRequest } from './login-request.ts';
export {
  redirectLookupQuerySchema,
  redirectRuleSchema,
  type RedirectLookupQuery,
  type RedirectRule,
} from './redirect-rule.ts';
export { runtimeConfigSchema, type RuntimeConfig } from './runtime-config.ts';
export { exampleSignedInUser } from './example-signed-in-user.ts';
export { signedInUserSchema, type SignedInUser } from './signed-in-user.ts';
export {
  paginationSchema,
  tableQuerySchema,
  type Pagination,
  type TableQuery,
} from './table-query.ts';
