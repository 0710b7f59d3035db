// The admin lists at scale (docs/decisions/061): `BENCH_ONLY=lists npm run bench` with
// BENCH_DATABASE_URL. For each size (BENCH_LIST_SIZES, default 1000,100000) a database of that
// size next to BENCH_DATABASE_URL (`<its name>_lists_<size>`, created with the role's CREATEDB and
// seeded with `npm run seed` once; kept and reused while it holds exactly that many
// applications), or the one database BENCH_LISTS_DATABASE_URL as it is (with BENCH_ADMIN_EMAIL and
// BENCH_ADMIN_PASSWORD). The built server runs on it on 127.0.0.1; as the administrator, each
// request is sent one at a time (no queueing in the figure) BENCH_LIST_REQUESTS times after a
// warm-up, and p50/p95/p99 of the whole round trip are printed and written to
// bench-results/lists.{md,json}. A path the server does not serve is reported as such.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminSession, freePort, root, startBuiltServer, waitForUrl } from './lib.mjs';
import { explainLists } from './explain-lists.mjs';

const ADMIN = { email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@portal-bski.local', password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123' };
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 100);
const WARMUP = Number(process.env.BENCH_LIST_WARMUP ?? 10);
/** A word many seeded company names contain, as a clerk would type it. */
const Q = process.env.BENCH_LIST_Q ?? 'jaya';

/** The calls measured: the two issue lists, and one list already served to prove the path. */
const LIST_SCENARIOS = [
  { name: 'applications first page', path: 'admin/applications/list.php' },
  { name: 'applications p500 status+q', path: `admin/applications/list.php?page=500&status=completed&q=${Q}` },
  { name: 'applications waiting', path: 'admin/applications/list.php?status=submitted&sort=waiting' },
  { name: 'transactions first page', path: 'admin/transactions/list.php' },
  { name: 'transactions p500 status+q', path: `admin/transactions/list.php?page=500&status=paid&q=${Q}` },
  { name: 'transactions waiting', path: 'admin/transactions/list.php?status=waiting_confirmation&sort=waiting' },
  { name: 'companies first page (control)', path: 'admin/companies/list.php' },
  { name: 'companies p50 status+q (control)', path: `admin/companies/list.php?page=50&status=verified&q=${Q}` },
];

/** The portal started for the current size: stopped by its PID however the bench ends. */
let current = null;
process.on('exit', () => current?.stop());

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => Math.round(v * 10) / 10;

/** A database of `size` demo applications on the server of `serverUrl` (made and seeded once, then reused). */
async function sizedDatabase(serverUrl, size) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_lists_${size}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    url.pathname = `/${name}`;
    if (exists) {
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const n = await db
        .query('select count(*)::int as n from applications')
        .then((r) => r.rows[0].n)
        .catch(() => -1);
      await db.end();
      if (n === size) {
        console.log(`${name}: reusing its ${size} applications`);
        return url.toString();
      }
      await admin.query(`drop database "${name}"`);
    }
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  console.log(`${name}: seeding ${size} applications…`);
  const seeded = spawnSync(process.execPath, ['apps/server/dist/seed.mjs', '--size', String(size), '--seed', '1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: os.tmpdir() },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed`);
  return url.toString();
}

/** Sends each request of `scenarios`, one after another, and returns its figures. */
async function measureLists(databaseUrl, label) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lists-'));
  const server = startBuiltServer({
    port,
    dataDir,
    env: { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SECRET_KEY: 'bench-only-server-secret-never-used-in-production' },
  });
  current = server;
  const base = `http://127.0.0.1:${port}/backend/api`;
  const rows = [];
  try {
    await waitForUrl(`${base}/health.php`);
    const cookie = await adminSession(base, ADMIN);
    for (const s of LIST_SCENARIOS) {
      const url = `${base}/${s.path}`;
      const probe = await fetch(url, { headers: { cookie } });
      const body = await probe.text();
      if (probe.status === 404) {
        rows.push({ size: label, scenario: s.name, result: 'endpoint not served (404)' });
        continue;
      }
      if (!probe.ok) {
        rows.push({ size: label, scenario: s.name, result: `answered ${probe.status}: ${body.slice(0, 120)}` });
        continue;
      }
      const data = JSON.parse(body).data ?? {};
      const times = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t = process.hrtime.bigint();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${s.path} answered ${res.status} during the run`);
        if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      rows.push({
        size: label,
        scenario: s.name,
        result: 'ok',
        total: data.total ?? null,
        items: data.items?.length ?? null,
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': ms(percentile(times, 95)),
        'p99 ms': ms(percentile(times, 99)),
      });
    }
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function writeResults(rows, explained) {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'lists.json'), `${JSON.stringify({ at: new Date().toISOString(), requests: REQUESTS, q: Q, rows }, null, 2)}\n`);
  const head = '| size | scenario | result | total | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|---|\n';
  const lines = rows.map((r) => `| ${r.size} | ${r.scenario} | ${r.result} | ${r.total ?? ''} | ${r['p50 ms'] ?? ''} | ${r['p95 ms'] ?? ''} | ${r['p99 ms'] ?? ''} |`);
  const md = `# Admin lists bench, ${new Date().toISOString()}\n\n${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, 127.0.0.1, q=${Q}\n\n${head}${lines.join('\n')}\n${explained ? `\n${explained}` : ''}`;
  fs.writeFileSync(path.join(dir, 'lists.md'), md);
  return path.join(dir, 'lists.md');
}

/** Runs the lists bench; true when something failed (a 404 is reported, not a failure). */
export async function listsBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const given = process.env.BENCH_LISTS_DATABASE_URL;
  if (!serverUrl && !given) {
    console.error('The lists bench runs on PostgreSQL: set BENCH_DATABASE_URL (a role with CREATEDB) or BENCH_LISTS_DATABASE_URL (a seeded database).');
    return true;
  }
  const targets = given
    ? [{ label: 'given', url: given }]
    : await (async () => {
        const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,100000').split(',').map(Number).filter((n) => n > 0);
        const out = [];
        for (const size of sizes) out.push({ label: String(size), url: await sizedDatabase(serverUrl, size) });
        return out;
      })();
  const rows = [];
  for (const t of targets) rows.push(...(await measureLists(t.url, t.label)));
  console.log(`\nAdmin lists: ${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, 127.0.0.1\n`);
  console.table(rows);
  for (const r of rows) {
    const key = r.scenario.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    console.log(r.result === 'ok' ? `bench: pg lists ${r.size} ${key} p50 ${r['p50 ms']} p95 ${r['p95 ms']}` : `bench: pg lists ${r.size} ${key} ${r.result}`);
  }
  const largest = targets.at(-1);
  const explained = process.env.BENCH_EXPLAIN === '1' ? await explainLists(largest.url, { q: Q }) : '';
  if (explained) console.log(explained);
  console.log(`\nFigures written to ${writeResults(rows, explained)}`);
  return rows.some((r) => r.result !== 'ok' && !r.result.includes('(404)'));
}
