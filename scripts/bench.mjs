// `npm run bench`: measures (does not test) API endpoints against a bare node:http server that
// answers a JSON body of the same size, in the same run, on 127.0.0.1 only. Bounded: every
// measurement lasts a fixed number of seconds, then every process started here is stopped by its PID.
//
// The endpoints are a list of named scenarios; each module adds its own. BENCH_ONLY=<name or group>[,…]
// runs a part of them (BENCH_ONLY=hot: the calls every open tab polls, in about a minute). Each figure
// is also printed on a line of its own for scripts:
//   bench: <pg|pglite> <endpoint> ratio <portal req/s ÷ bare req/s> p99 <ms>
// BENCH_DATABASE_URL runs the portal on that PostgreSQL database (else the embedded PGlite), run
// after run: its administrator enrols the second factor on the first, and the next ones sign in with
// the secret kept in bench-results/bench-admin-mfa.json (scripts/lib.mjs, adminSession);
// BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (2) and BENCH_CONNECTIONS (10) tune the runs.
// BENCH_ONLY=lists: the admin lists at 1k and 100k applications on PostgreSQL, p50/p95 per call
// (scripts/bench-lists.mjs, docs/decisions/061); it also runs after the others when no BENCH_ONLY
// is given and BENCH_DATABASE_URL is set.
// BENCH_ONLY=pdf: the certificate PDF's render time, median and p95 (scripts/bench-pdf.mjs,
// docs/decisions/070); it also runs after the others when no BENCH_ONLY is given.
// BENCH_ONLY=stats: the dashboards (stats and analytics, admin and company) at 100k applications on
// PostgreSQL, p50/p95 per call against the p95 ≤ 50 ms target (scripts/bench-stats.mjs, docs/decisions/081).
// BENCH_ONLY=export: "all applications" exported (CSV and workbook) at 100k on PostgreSQL: time, rows in
// the file, the server's peak RSS (scripts/bench-export.mjs, docs/decisions/103); only when asked for.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { listsBench } from './bench-lists.mjs';
import { pdfBench } from './bench-pdf.mjs';
import { statsBench } from './bench-stats.mjs';
import { exportBench } from './bench-export.mjs';
import {
  BENCH_SECRET_KEY,
  adminSession,
  checkNode,
  ensureBuild,
  ensureDependencies,
  freePort,
  root,
  startBuiltServer,
  waitForUrl,
} from './lib.mjs';

/**
 * The scenarios. `group` names a set that BENCH_ONLY can pick; `path` is under /backend/api/ and
 * is called as the logged-in administrator (a GET with the session cookie).
 */
const SCENARIOS = [
  { name: 'profile', group: 'hot', path: 'users/profile.php' },
  { name: 'notifications', group: 'hot', path: 'notifications/list.php' },
];

checkNode();
ensureDependencies();

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE = process.env.BENCH_DATABASE_URL ? 'pg' : 'pglite';
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const ADMIN = { email: 'bench-admin@portal-bski.local', password: 'bench-password-123' };

const scenarios = SCENARIOS.filter((s) => ONLY.length === 0 || ONLY.includes(s.name) || ONLY.includes(s.group));
const runLists = ONLY.includes('lists') || (ONLY.length === 0 && Boolean(process.env.BENCH_DATABASE_URL));
const runPdf = ONLY.length === 0 || ONLY.includes('pdf');
const runStats = ONLY.includes('stats') || (ONLY.length === 0 && Boolean(process.env.BENCH_DATABASE_URL));
const runExport = ONLY.includes('export');
if (scenarios.length === 0 && !runLists && !runPdf && !runStats && !runExport) {
  console.error(
    `BENCH_ONLY=${ONLY.join(',')} names no scenario (names: ${SCENARIOS.map((s) => s.name).join(', ')}; groups: hot, lists, pdf, stats, export).`,
  );
  process.exit(1);
}
// The PDF bench bundles what it needs itself; the endpoints and the lists run the built server.
if (scenarios.length > 0 || runLists || runStats || runExport) ensureBuild();
if (scenarios.length === 0) {
  const pdfFailed = runPdf ? await pdfBench() : false;
  const listsFailed = runLists ? await listsBench() : false;
  const statsFailed = runStats ? await statsBench() : false;
  const exportFailed = runExport ? await exportBench() : false;
  process.exit(pdfFailed || listsFailed || statsFailed || exportFailed ? 1 : 0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const [port, barePort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}/backend/api`;
const portal = startBuiltServer({
  port,
  dataDir,
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    // A fixed key: each run has a fresh DATA_DIR, but BENCH_DATABASE_URL keeps its database, which
    // remembers the server secret it was first used with (docs/decisions/013).
    SECRET_KEY: BENCH_SECRET_KEY,
  },
});
let bare = null;
const stopAll = () => {
  portal.stop();
  if (bare?.exitCode === null && bare.pid) process.kill(bare.pid, 'SIGTERM');
};
process.on('exit', () => {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

await waitForUrl(`${base}/health.php`);

// On BENCH_DATABASE_URL the administrator enrolled its second factor on the first run: the next
// runs sign in with the secret kept then (scripts/lib.mjs).
const session = await adminSession(base, ADMIN, { databaseUrl: process.env.BENCH_DATABASE_URL });
const cookie = () => session;
const bodies = {};
for (const s of scenarios) {
  const answer = await fetch(`${base}/${s.path}`, { headers: { cookie: cookie() } });
  if (!answer.ok) throw new Error(`${s.path} answered ${answer.status} ${await answer.text()}`);
  bodies[`/${s.path}`] = await answer.text();
}

// The bare server answers each path with a JSON string of exactly the same length.
bare = spawn(
  process.execPath,
  [
    '-e',
    `const http=require('node:http');const b=${JSON.stringify(bodies)};` +
      `http.createServer((q,r)=>{const s=b[q.url]??'{}';r.writeHead(200,{'content-type':'application/json','content-length':Buffer.byteLength(s)});r.end(s)}).listen(${barePort},'127.0.0.1')`,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
await waitForUrl(`http://127.0.0.1:${barePort}/${scenarios[0].path}`);

const measure = (url, headers, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );

console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, 127.0.0.1, ${DATABASE}\n`,
);
const rows = [];
const lines = [];
for (const s of scenarios) {
  const portalUrl = `${base}/${s.path}`;
  const bareUrl = `http://127.0.0.1:${barePort}/${s.path}`;
  if (WARMUP_S > 0) await measure(portalUrl, { cookie: cookie() }, WARMUP_S);
  const measured = await measure(portalUrl, { cookie: cookie() }, DURATION_S);
  const plain = await measure(bareUrl, {}, DURATION_S);
  const ratio = measured.requests.average / plain.requests.average;
  rows.push({
    scenario: s.name,
    endpoint: s.path,
    bytes: Buffer.byteLength(bodies[`/${s.path}`]),
    'portal req/s': Math.round(measured.requests.average),
    'portal p99 ms': measured.latency.p99,
    'bare req/s': Math.round(plain.requests.average),
    'bare p99 ms': plain.latency.p99,
    ratio: ratio.toFixed(3),
    'non-2xx': measured.non2xx,
  });
  lines.push(`bench: ${DATABASE} ${s.path} ratio ${ratio.toFixed(3)} p99 ${measured.latency.p99}`);
}
console.table(rows);
console.log(lines.join('\n'));
const failed = rows.some((r) => r['non-2xx'] > 0);
if (failed) console.error('Some answers were not 2xx: the figures above are not valid.');
stopAll();
const pdfFailed = runPdf ? await pdfBench() : false;
const listsFailed = runLists ? await listsBench() : false;
const statsFailed = runStats ? await statsBench() : false;
process.exit(failed || pdfFailed || listsFailed || statsFailed ? 1 : 0);
