import { describe, expect, it } from 'vitest';
import { PdfWorker, type TWorkerEntry, workerEntry } from './worker-pool';

/** A stand-in worker that answers every request with the bytes of its transId (no PDF needed here). */
const ECHO = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (r) => parentPort.postMessage({ id: r.id, ok: true, pdf: new TextEncoder().encode(r.data.transId) }));`;
const data = (transId: string) => ({ transId });
const CODE = { bundle: 'some-pdf-worker.mjs', source: './render-worker.ts' };

describe('PdfWorker (docs/decisions/053, 070)', () => {
  it('finds the bundle beside a built server, and the TypeScript source through tsx otherwise', () => {
    expect(workerEntry('file:///srv/app/dist/server.mjs', CODE)).toEqual({
      file: new URL('file:///srv/app/dist/some-pdf-worker.mjs'),
    });
    const dev = workerEntry(import.meta.url, CODE);
    expect('script' in dev && dev.script).toContain(new URL('./render-worker.ts', import.meta.url).href);
    expect('script' in dev && dev.script).toContain('register()');
  });

  it('answers each request with its own result, in any order of completion', async () => {
    const w = new PdfWorker<{ transId: string }>(() => ({ script: ECHO }));
    try {
      const out = await Promise.all(['A', 'B', 'C'].map((t) => w.render(data(t))));
      expect(out.map((b) => b.toString())).toEqual(['A', 'B', 'C']);
    } finally {
      await w.close();
    }
  });

  it('fails the pending requests of a worker that dies, and starts a new one for the next', async () => {
    let entry: TWorkerEntry = {
      script: "require('node:worker_threads').parentPort.on('message', () => process.exit(3));",
    };
    const w = new PdfWorker<{ transId: string }>(() => entry);
    try {
      await expect(w.render(data('X'))).rejects.toThrow(/exit code 3/);
      entry = { script: ECHO };
      expect((await w.render(data('Y'))).toString()).toBe('Y');
    } finally {
      await w.close();
    }
  });

  it('passes a drawing error back as a rejection and keeps the worker', async () => {
    const w = new PdfWorker<{ transId: string }>(() => ({
      script: `const { parentPort } = require('node:worker_threads');
        parentPort.on('message', (r) => parentPort.postMessage(r.data.transId === 'bad' ? { id: r.id, ok: false, message: 'cannot draw' } : { id: r.id, ok: true, pdf: new Uint8Array([1]) }));`,
    }));
    try {
      await expect(w.render(data('bad'))).rejects.toThrow('cannot draw');
      expect((await w.render(data('good'))).length).toBe(1);
    } finally {
      await w.close();
    }
  });
});
