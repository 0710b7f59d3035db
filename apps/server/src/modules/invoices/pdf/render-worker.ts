import { parentPort } from 'node:worker_threads';
import { drawInvoicePdf } from './render';
import type { TRenderReply, TRenderRequest } from './worker-protocol';

/**
 * The PDF worker's entry (docs/decisions/053): draws one PDF per request, one after another,
 * and hands the bytes back without copying them. The build bundles it as
 * dist/invoice-pdf-worker.mjs; under tsx or Vitest it runs from this source.
 */
const port = parentPort;
if (!port) throw new Error('render-worker runs inside a worker thread');

port.on('message', (req: TRenderRequest) => {
  Promise.resolve(req.data)
    .then(drawInvoicePdf)
    .then(
      (buf) => {
        const pdf = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
        const reply: TRenderReply = { id: req.id, ok: true, pdf };
        // A PDF has its own ArrayBuffer (Buffer.concat of more than 4 KiB), so it moves without a copy.
        const whole = buf.buffer instanceof ArrayBuffer && buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
        port.postMessage(reply, whole ? [buf.buffer as ArrayBuffer] : []);
      },
      (err: unknown) => {
        const reply: TRenderReply = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) };
        port.postMessage(reply);
      },
    );
});
