import type { ErrorCode } from '@salesdash/api-contract';
import { notFound } from '../errors/api-error.ts';

/** The policy's answer; a denial carries the status, code and message the client sees. */
export type Decision =
  { allow: true } | { allow: false; status: 403 | 404; code: ErrorCode; message: string };

export const allow: Decision = { allow: true };

/** 403 with a message saying what was refused. */
export function forbid(message: string): Decision {
  return { allow: false, status: 403, code: 'forbidden', message };
}

/**
 * 404, the same answer as for a record that does not exist: the resource is outside the
 * caller's organization or out of their sight, so its existence is not revealed.
 */
export function hide(): Decision {
  const { message } = notFound();
  return { allow: false, status: 404, code: 'not-found', message };
}
