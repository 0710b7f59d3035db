// Bundles the server into dist/server.mjs, and its PDF worker threads into
// dist/invoice-pdf-worker.mjs and dist/certificate-pdf-worker.mjs, with esbuild (options in
// build-options.mjs), and copies the drizzle-kit migrations beside the bundle (docs/decisions/002, 053, 070).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_WORKERS, bundleOptions } from './build-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
fs.rmSync(out, { recursive: true, force: true });

// The server, the demo-data seed (`npm run seed`, docs/decisions/061) and the PDF workers.
await build(bundleOptions(path.join(here, 'src/server.ts'), path.join(out, 'server.mjs')));
await build(bundleOptions(path.join(here, 'src/seed.ts'), path.join(out, 'seed.mjs')));
// The operator's commands: admin:reset-mfa and audit:verify (docs/decisions/098, 099).
await build(bundleOptions(path.join(here, 'src/cli.ts'), path.join(out, 'cli.mjs')));
for (const w of PDF_WORKERS) await build(bundleOptions(path.join(here, w.entry), path.join(out, w.bundle)));
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(
  `server bundle: apps/server/dist/server.mjs (and seed.mjs, cli.mjs, ${PDF_WORKERS.map((w) => w.bundle).join(', ')})`,
);
