// Build-time budget (docs/decisions/020): the login page's initial JavaScript — the entry chunk,
// the login route's chunk and everything they import statically — stays within 120 KB gzipped.
// It measures the precompressed files the server really sends (scripts/precompress.mjs), so a
// build without them fails here too (docs/decisions/019).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOGIN_BUDGET_BYTES = 120 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => /features\/auth\/.*login[^/]*\.tsx$/i.test(k));
if (!entryKey || !loginKey) {
  console.error(`bundle check: ${!entryKey ? 'entry' : 'login page'} chunk not found in the Vite manifest`);
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);
visit(loginKey);

const scripts = [...files].filter((f) => f.endsWith('.js'));
const sizeOf = (file) => {
  const p = path.join(dist, file);
  if (!fs.existsSync(p)) {
    console.error(`bundle check: ${file} is missing: the build was not precompressed (scripts/precompress.mjs)`);
    process.exit(1);
  }
  return fs.statSync(p).size;
};
const gzip = scripts.reduce((n, f) => n + sizeOf(`${f}.gz`), 0);
const brotli = scripts.reduce((n, f) => n + sizeOf(`${f}.br`), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `login page initial JS: ${kb(gzip)} gzipped (${kb(brotli)} brotli) in ${scripts.length} files (budget ${kb(LOGIN_BUDGET_BYTES)} gzipped)`,
);
if (gzip > LOGIN_BUDGET_BYTES) {
  console.error('bundle check: the login page exceeds its JavaScript budget');
  process.exit(1);
}
