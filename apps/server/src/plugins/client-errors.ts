import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_MESSAGES_ID, type TErrorCode } from '@portal/contract';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers requests Node's HTTP parser refuses before any route runs (headers above the limit, a
 * request that took too long, malformed HTTP) in the JSON envelope like every other error,
 * instead of Fastify's own body (Fastify option `clientErrorHandler`; docs/decisions/016).
 */
export function clientErrorHandler(
  this: { log?: FastifyBaseLogger },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, TErrorCode] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT']
        : [400, 'BAD_REQUEST'];
  this.log?.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status: 'error', code, message: ERROR_MESSAGES_ID[code] });
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
