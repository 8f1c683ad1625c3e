import { errorCodeByStatus, errorCodes, type ErrorEnvelope } from '@salesdash/api-contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';

const knownCodes = new Set<string>(errorCodes);

type ValidationIssue = { instancePath?: string; message?: string };

/** `startDate: Invalid ISO 8601 date: "2026-02-30"`; the part (body, querystring) when no path. */
function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return `${field || context || 'request'}: ${first?.message ?? 'is invalid'}`;
}

/** Builds the envelope for any error; 5xx never reveal anything but a fixed message. */
export function toErrorEnvelope(error: FastifyError | ApiError): {
  statusCode: number;
  body: ErrorEnvelope;
} {
  if ('validation' in error && Array.isArray(error.validation)) {
    return {
      statusCode: 400,
      body: {
        status: 'error',
        code: 'validation-error',
        message: validationMessage(error.validation, error.validationContext),
      },
    };
  }
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (error instanceof ApiError) {
    return { statusCode, body: { status: 'error', code: error.code, message: error.message } };
  }
  if (statusCode >= 500) {
    return {
      statusCode: 500,
      body: { status: 'error', code: 'internal', message: 'Internal Server Error' },
    };
  }
  const code =
    typeof error.code === 'string' && knownCodes.has(error.code)
      ? error.code
      : (errorCodeByStatus[statusCode] ?? 'validation-error');
  return { statusCode, body: { status: 'error', code, message: error.message } };
}

/** Every error leaves as `{ status: 'error', message, code }` (domain §8). */
export const errorEnvelopePlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { statusCode, body } = toErrorEnvelope(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, statusCode }, body.message);
      if (statusCode === 429 && 'retryAfter' in error && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(error.retryAfter));
      }
      return reply.status(statusCode).send(body);
    });
  },
  { name: 'error-envelope' },
);
