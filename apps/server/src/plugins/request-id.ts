import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { TTrustProxy } from '../config';

/** What an incoming X-Request-Id may look like: short, no spaces or control characters (log lines). */
const INCOMING_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of each request (docs/decisions/100): on every log line of the request (`reqId`, pino's
 * child logger) and in the `X-Request-Id` answer header. A proxy's `X-Request-Id` (nginx's
 * `$request_id`) is taken only when the peer is a trusted proxy, by the same `TRUST_PROXY` that
 * decides the client address (docs/decisions/012); anyone else's is ignored, so a client cannot
 * write into another request's log lines.
 */
export function requestIdGenerator(trust: TTrustProxy): (req: IncomingMessage) => string {
  const trusted: (addr: string) => boolean =
    trust === false
      ? () => false
      : typeof trust === 'number'
        ? () => trust >= 1
        : (
            (fn) => (addr: string) =>
              fn(addr, 0)
          )(proxyAddr.compile(trust));
  return (req) => {
    const incoming = req.headers['x-request-id'];
    const peer = req.socket?.remoteAddress;
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming) && peer && trusted(peer)) return incoming;
    return randomUUID();
  };
}

/** Every answer names its request, errors and files included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
}
