import { parentPort } from 'node:worker_threads';
import { signPdf } from './sign-pdf';
import type { TRenderReply, TRenderRequest } from './worker-protocol';

/**
 * The body of a PDF worker's entry (docs/decisions/053, 070): draws one PDF per request, one
 * after another, signs it when asked (docs/decisions/102), and hands the bytes back without
 * copying them. A drawing or signing error goes back as a rejection of that request only; the
 * worker keeps serving.
 */
export function servePdfRequests<TData>(draw: (data: TData) => Promise<Buffer>): void {
  const port = parentPort;
  if (!port) throw new Error('a PDF worker runs inside a worker thread');
  port.on('message', (req: TRenderRequest<TData>) => {
    Promise.resolve(req.data)
      .then(draw)
      .then((pdf) => (req.sign ? signPdf(pdf, req.sign) : pdf))
      .then(
        (buf) => {
          const pdf = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
          const reply: TRenderReply = { id: req.id, ok: true, pdf };
          // A PDF has its own ArrayBuffer (Buffer.concat of more than 4 KiB), so it moves without a copy.
          const whole =
            buf.buffer instanceof ArrayBuffer && buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
          port.postMessage(reply, whole ? [buf.buffer as ArrayBuffer] : []);
        },
        (err: unknown) => {
          const reply: TRenderReply = {
            id: req.id,
            ok: false,
            message: err instanceof Error ? err.message : String(err),
          };
          port.postMessage(reply);
        },
      );
  });
}
