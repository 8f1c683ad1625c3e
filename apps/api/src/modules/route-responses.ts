import { errorEnvelopeSchema } from '@salesdash/api-contract';

/** Response schemas of the error envelope for each of `statuses`, to spread into `response`. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/** Wraps a handler's result in the success envelope. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });
