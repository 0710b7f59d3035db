import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TPdfSignature } from './sign-pdf';
import type { TRenderReply, TRenderRequest } from './worker-protocol';

/** How to start the worker: a file, or (from TypeScript sources) a bootstrap script. */
export type TWorkerEntry = { file: URL } | { script: string };

/**
 * A kind of PDF's worker code: `bundle` is the file the build writes beside dist/server.mjs
 * (apps/server/build-options.mjs lists them), `source` its TypeScript entry relative to the
 * module that starts it (e.g. './render-worker.ts').
 */
export interface TWorkerCode {
  bundle: string;
  source: string;
}

/**
 * Where a worker's code is (docs/decisions/053, 070). From the built server (one bundled file,
 * `import.meta.url` = dist/server.mjs) it is the bundle beside it. From the TypeScript sources
 * (Vitest, `tsx watch`) it is the source entry; a worker thread inherits neither Vitest's
 * transform nor, on Node 20, an `--import` loader for its entry, so a small bootstrap registers
 * tsx in the thread first and then imports the source.
 */
export function workerEntry(moduleUrl: string, code: TWorkerCode): TWorkerEntry {
  if (!/\.[cm]?ts$/.test(new URL(moduleUrl).pathname)) return { file: new URL(`./${code.bundle}`, moduleUrl) };
  const tsxDir = createRequire(moduleUrl)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, '');
  const api = pathToFileURL(`${tsxDir}dist/esm/api/index.mjs`).href;
  const source = new URL(code.source, moduleUrl).href;
  return {
    script: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
  };
}

interface TPending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * One rendering thread per kind of PDF, started on first use and reused: requests queue in its
 * message port and are drawn one at a time, so a kind of PDF never takes more than one core from
 * the request handlers (the machine of a small deployment has two). The worker is unref'd while idle, so it never
 * keeps the process alive; a crashed worker fails its pending requests and the next request
 * starts a new one.
 */
export class PdfWorker<TData> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, TPending>();

  constructor(private readonly entry: () => TWorkerEntry) {}

  /** Draws one PDF; with `sign`, the worker also signs it (PAdES) before handing it back. */
  render(data: TData, sign?: TPdfSignature): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      const req: TRenderRequest<TData> = sign ? { id, data, sign } : { id, data };
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
