// Build-time budget (issue 2 §8): the login page's initial JavaScript — the entry chunk, the
// login route's chunk and everything they import statically — stays under 150 KB gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const LOGIN_BUDGET_BYTES = 150 * 1024;
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

let total = 0;
for (const f of files) if (f.endsWith('.js')) total += gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`login page initial JS: ${kb(total)} gzipped in ${[...files].filter((f) => f.endsWith('.js')).length} files (budget ${kb(LOGIN_BUDGET_BYTES)})`);
if (total > LOGIN_BUDGET_BYTES) {
  console.error('bundle check: the login page exceeds its JavaScript budget');
  process.exit(1);
}
