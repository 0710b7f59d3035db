// Bundles the server into dist/server.mjs, and its invoice PDF worker thread into
// dist/invoice-pdf-worker.mjs, with esbuild (options in build-options.mjs), and copies the
// drizzle-kit migrations beside the bundle (docs/decisions/002, 053).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_WORKER_BUNDLE, PDF_WORKER_ENTRY, bundleOptions } from './build-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
fs.rmSync(out, { recursive: true, force: true });

// The server, the demo-data seed (`npm run seed`, docs/decisions/061) and the PDF worker.
await build(bundleOptions(path.join(here, 'src/server.ts'), path.join(out, 'server.mjs')));
await build(bundleOptions(path.join(here, 'src/seed.ts'), path.join(out, 'seed.mjs')));
await build(bundleOptions(path.join(here, PDF_WORKER_ENTRY), path.join(out, PDF_WORKER_BUNDLE)));
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log('server bundle: apps/server/dist/server.mjs (and seed.mjs, invoice-pdf-worker.mjs)');
