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

<<<<<<< HEAD
// The server, and the demo-data seed (`npm run seed`, docs/decisions/061) beside it.
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), seed: path.join(here, 'src/seed.ts') },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@portal/')) return undefined; // bundle workspace sources
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
=======
await build(bundleOptions(path.join(here, 'src/server.ts'), path.join(out, 'server.mjs')));
await build(bundleOptions(path.join(here, PDF_WORKER_ENTRY), path.join(out, PDF_WORKER_BUNDLE)));
>>>>>>> i9-pdf
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log('server bundle: apps/server/dist/server.mjs (and seed.mjs)');
