import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, registerStaticWeb } from './static-web';

/** A web build as apps/web's build leaves it: hashed files in assets/, each with .br and .gz copies. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-AbC12_-z.js"></script></head><body>${'portal '.repeat(200)}</body></html>`,
  'assets/index-AbC12_-z.js': `console.log(${JSON.stringify('react '.repeat(500))});`,
  'assets/flags/id.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="3" height="2" fill="red"/></svg>',
};

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-web-'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  app = Fastify({ logger: false });
  await registerStaticWeb(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('static web: precompressed files', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/index-AbC12_-z.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FILES['assets/index-AbC12_-z.js']);
    expect(res.rawPayload.length).toBeLessThan(FILES['assets/index-AbC12_-z.js'].length / 4);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC12_-z.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(FILES['assets/index-AbC12_-z.js']);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const ae of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC12_-z.js', ae);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(FILES['assets/index-AbC12_-z.js']);
    }
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/index-AbC12_-z.js.br', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('static web: caching', () => {
  it('keeps the hashed build files for a year', async () => {
    for (const ae of ['br', 'gzip', undefined]) {
      expect((await get('/assets/index-AbC12_-z.js', ae)).headers['cache-control']).toBe(IMMUTABLE);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that keep their name across releases (flags in assets/flags)', async () => {
    const res = await get('/assets/flags/id.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('never caches index.html without revalidation, also as the fallback of app paths', async () => {
    for (const [url, ae] of [
      ['/index.html', 'br'],
      ['/login', 'br'],
      ['/login', 'gzip'],
      ['/login', undefined],
      ['/', 'br'],
      ['/admin/users?page=2', 'gzip'],
    ] as const) {
      const res = await get(url, ae);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toMatch(/no-cache|no-store/);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const body =
        ae === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : ae === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.payload;
      expect(res.headers['content-encoding'], url).toBe(ae);
      expect(body, url).toBe(FILES['index.html']);
    }
  });
});

describe('static web: not found', () => {
  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await get('/backend/api/nope.php', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('answers a missing build file with 404, not with index.html', async () => {
    const res = await get('/assets/index-OldHash1.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers other methods on app paths with 404', async () => {
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
