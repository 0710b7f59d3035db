import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TInvoicePdfData } from './invoice-pdf-data';
import type { TRenderReply, TRenderRequest } from './worker-protocol';

/** The bundle the build writes beside dist/server.mjs (apps/server/build.mjs). */
export const WORKER_BUNDLE = 'invoice-pdf-worker.mjs';

/** How to start the worker: a file, or (from TypeScript sources) a bootstrap script. */
export type TWorkerEntry = { file: URL } | { script: string };

/**
 * Where the worker's code is (docs/decisions/053). From the built server (one bundled file,
 * `import.meta.url` = dist/server.mjs) it is the bundle beside it. From the TypeScript sources
 * (Vitest, `tsx watch`) it is render-worker.ts; a worker thread inherits neither Vitest's
 * transform nor, on Node 20, an `--import` loader for its entry, so a small bootstrap registers
 * tsx in the thread first and then imports the source.
 */
export function workerEntry(moduleUrl: string): TWorkerEntry {
  if (!/\.[cm]?ts$/.test(new URL(moduleUrl).pathname)) return { file: new URL(`./${WORKER_BUNDLE}`, moduleUrl) };
  const tsxDir = createRequire(moduleUrl).resolve('tsx/package.json').replace(/package\.json$/, '');
  const api = pathToFileURL(`${tsxDir}dist/esm/api/index.mjs`).href;
  const source = new URL('./render-worker.ts', moduleUrl).href;
  return { script: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });` };
}

interface TPending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * One rendering thread, started on first use and reused: requests queue in its message port
 * and are drawn one at a time, so PDFs never take more than one core from the request handlers
 * (the machine of a small deployment has two). The worker is unref'd while idle, so it never
 * keeps the process alive; a crashed worker fails its pending requests and the next request
 * starts a new one.
 */
export class PdfWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, TPending>();

  constructor(private readonly entry: () => TWorkerEntry) {}

  render(data: TInvoicePdfData): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      const req: TRenderRequest = { id, data };
      worker.postMessage(req);
    });
  }

  /** Ends the thread (server shutdown, tests); later requests start a new one. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const entry = this.entry();
    // Requests posted while the bootstrap is still importing wait in the thread's port.
    const worker = 'file' in entry ? new Worker(entry.file) : new Worker(entry.script, { eval: true });
    worker.on('message', (reply: TRenderReply) => this.settle(reply));
    worker.on('error', (err) => this.failAll(worker, err));
    worker.on('exit', (code) => this.failAll(worker, new Error(`PDF worker stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(reply: TRenderReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.ok) p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    else p.reject(new Error(reply.message));
  }

  private failAll(worker: Worker, err: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
