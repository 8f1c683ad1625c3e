import { errorCodeByStatus, errorCodes, type ErrorEnvelope } from '@salesdash/api-contract';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { ApiError } from '../errors/api-error.ts';

const knownCodes = new Set<string>(errorCodes);

/**
 * What a 503 for an unreachable database asks clients to wait: a PostgreSQL restart or
 * failover is over in seconds, and a retry that comes too early only gets another 503.
 */
export const databaseRetryAfterSeconds = 2;

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
    const { code, message, choices } = error;
    return {
      statusCode,
      body: { status: 'error', code, message, ...(choices ? { choices: [...choices] } : {}) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: {
        status: 'error',
        code: 'unavailable',
        message: 'The database cannot be reached right now; try again in a few seconds',
      },
    };
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

/** Every error leaves as `{ status: 'error', message, code }`. */
export const errorEnvelopePlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { statusCode, body } = toErrorEnvelope(error);
      if (statusCode === 503 && body.code === 'unavailable') {
        // One line per failed request, without the stack: an outage fails many at once.
        request.log.warn({ err: { message: error.message } }, body.message);
        if (!reply.hasHeader('retry-after')) {
          reply.header('retry-after', String(databaseRetryAfterSeconds));
        }
      } else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, statusCode }, body.message);
      if (statusCode === 429 && 'retryAfter' in error && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(error.retryAfter));
      }
      return reply.status(statusCode).send(body);
    });
  },
  { name: 'error-envelope' },
);

/** The envelope of a status's generic code with a fixed message. */
function errorBody(statusCode: number, message: string): ErrorEnvelope {
  return { status: 'error', code: errorCodeByStatus[statusCode] ?? 'validation-error', message };
}

/**
 * Errors Fastify's router raises before any handler (`frameworkErrors`): a URL that does not
 * decode, a path segment over the router's limit. They get the envelope like any other error,
 * with a fixed message: the default one quotes the path, which may hold a token.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? reply.status(414).send(errorBody(414, 'A part of the URL is too long'))
    : reply.status(400).send(errorBody(400, 'The URL is not valid'));
}

const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers or URL are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers or URL over
 * 16 KiB, a timeout, malformed HTTP) with the error envelope instead of Fastify's bare JSON.
 */
export function writeClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ''] ?? {
    status: 400,
    message: 'The request is not valid HTTP',
  };
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
