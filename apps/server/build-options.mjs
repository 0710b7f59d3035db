// The esbuild options of the server's bundles (build.mjs; the PDF worker test bundles with them
// too, so it checks what ships): the workspace contract package is inlined (it ships TypeScript
// source) and every npm dependency stays external (docs/decisions/002, 053).
/** @returns {import('esbuild').BuildOptions} */
export const bundleOptions = (entry, outfile) => ({
  entryPoints: [entry],
  outfile,
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

/**
 * The PDF worker threads (docs/decisions/053, 070): each entry and the file it becomes beside
 * server.mjs, where the module that starts it looks for it (its `*_PDF_WORKER.bundle`).
 */
export const PDF_WORKERS = [
  { entry: 'src/modules/invoices/pdf/render-worker.ts', bundle: 'invoice-pdf-worker.mjs' },
  { entry: 'src/modules/certificates/pdf/render-worker.ts', bundle: 'certificate-pdf-worker.mjs' },
];
