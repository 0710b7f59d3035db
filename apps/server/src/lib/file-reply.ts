import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
