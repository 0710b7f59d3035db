// Build step: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the web
// build, so the server sends the one the browser accepts without compressing per request
// (docs/decisions/019). Node's zlib only: maximum quality, done once per build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '.vite') yield* files(p);
    } else if (COMPRESSIBLE.has(path.extname(e.name))) yield p;
  }
}

/** Compresses every text file under `dir`; returns how many files got their copies. */
export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    const raw = fs.readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  console.log(`precompressed ${precompress(dist)} files (brotli, gzip)`);
}
