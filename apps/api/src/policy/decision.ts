import type { ErrorCode } from '@salesdash/api-contract';

/** The policy's answer; a denial carries the status, code and message the client sees. */
export type Decision =
  | { allow: true }
  | { allow: false; status: 403 | 404; code: ErrorCode; message: string };

export const allow: Decision = { allow: true };

/** 403 with a message saying what was refused. */
export function forbid(message: string): Decision {
  return { allow: false, status: 403, code: 'forbidden', message };
}

/** 404: the resource is outside the caller's organization, so its existence is not revealed. */
export function hide(): Decision {
  return { allow: false, status: 404, code: 'not-found', message: 'Not found' };
}
