import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES_ID } from '@portal/contract';
import { AppError } from '../lib/app-error';
import { messageFields } from '../lib/server-message';
import { isDatabaseUnavailable } from '../lib/db-errors';

/** Seconds a client should wait before retrying while the database is away (docs/decisions/017). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * One error handler for every route: the JSON envelope with a stable code; a 5xx never leaks
 * an exception text or stack (docs/business-rules.md#envelope).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterS) reply.header('Retry-After', String(err.retryAfterS));
      return reply.code(err.statusCode).send({
        status: 'error',
        code: err.code,
        message: err.message,
        ...(err.specific ? messageFields(err.specific) : {}),
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.data !== undefined ? { data: err.data } : {}),
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ status: 'error', code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES_ID.PAYLOAD_TOO_LARGE });
    }
    if (status === 429) {
      return reply.code(429).send({ status: 'error', code: 'RATE_LIMITED', message: ERROR_MESSAGES_ID.RATE_LIMITED });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad multipart: a client error, with no internals.
      return reply
        .code(status === 415 ? 415 : 400)
        .send({ status: 'error', code: 'BAD_REQUEST', message: ERROR_MESSAGES_ID.BAD_REQUEST });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES_ID.SERVICE_UNAVAILABLE });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: 'error', code: 'INTERNAL', message: ERROR_MESSAGES_ID.INTERNAL });
  });
}
