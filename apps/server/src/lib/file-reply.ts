import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ServerMessage } from './server-message';

/**
 * What a file route's handler returns (`defineRoute({ reply: 'file' })`): the body and how the
 * browser should take it. Every file answer is private and never sniffed; errors before it is
 * sent still answer in the envelope (docs/business-rules.md#envelope).
 */
export interface FileReply {
  body: Readable | string;
  type: string;
  disposition: string;
  /** Bytes, when known before sending. */
  length?: number;
  /** Further headers, e.g. a sandbox CSP for a file a browser may open in a tab. */
  headers?: Record<string, string>;
}

export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  reply
    .code(200)
    .header('Content-Type', file.type)
    .header('Content-Disposition', file.disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (file.length !== undefined) reply.header('Content-Length', String(file.length));
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  return reply.send(file.body);
}

/**
 * A file route's other answer: the file will be made in the background (an export over
 * EXPORT_BACKGROUND_THRESHOLD rows), so the route answers 202 in the envelope with the endpoint's
 * `accepted` data instead (docs/decisions/103).
 */
export interface Accepted<T> {
  readonly accepted: true;
  readonly data: T;
  readonly message?: ServerMessage;
}
export const accepted = <T>(data: T, message?: ServerMessage): Accepted<T> => ({ accepted: true, data, message });
export const isAccepted = (r: unknown): r is Accepted<unknown> =>
  typeof r === 'object' && r !== null && (r as { accepted?: unknown }).accepted === true;
