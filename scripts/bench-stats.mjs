// The dashboards at scale (docs/decisions/081): `BENCH_ONLY=stats npm run bench` with
// BENCH_DATABASE_URL. A database of BENCH_STATS_SIZE (default 100000) demo applications next to
// BENCH_DATABASE_URL (`<its name>_stats_<size>`, created with the role's CREATEDB and seeded with
// `npm run seed` once, certificates included; kept and reused while it holds exactly that many
// applications), or the one database BENCH_STATS_DATABASE_URL as it is. The built server runs on
// it on 127.0.0.1; the administrator's and the demo company's calls are sent one at a time
// BENCH_STATS_REQUESTS times after a warm-up; p50/p95/p99 of the round trip are printed and
// written to bench-results/stats.{md,json}. The target is p95 ≤ 50 ms for both stats endpoints.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminSession, freePort, root, startBuiltServer, waitForUrl } from './lib.mjs';

const ADMIN = { email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@portal-bski.local', password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123' };
/** The seeded demo company (apps/server/src/demo): the company with the most applications. */
const COMPANY = { email: 'perusahaan.demo@contoh.co.id', password: process.env.BENCH_COMPANY_PASSWORD ?? 'bench-company-password' };
const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_STATS_WARMUP ?? 20);
const SIZE = Number(process.env.BENCH_STATS_SIZE ?? 100_000);
/** p95 target of the two stats endpoints, in ms. */
const TARGET_P95_MS = 50;

const SCENARIOS = [
  { name: 'admin dashboard stats', path: 'admin/dashboard/stats.php', as: 'admin', target: true },
  { name: 'company dashboard stats', path: 'dashboard/stats.php', as: 'company', target: true },
  { name: 'admin analytics summary', path: 'admin/analytics/summary.php', as: 'admin' },
  { name: 'company analytics summary', path: 'analytics/summary.php', as: 'company' },
  // The floor of a round trip on this machine at this moment: a session read and a small answer.
  { name: 'profile (control)', path: 'users/profile.php', as: 'company' },
];

let current = null;
process.on('exit', () => current?.stop());

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => Math.round(v * 10) / 10;

async function sizedDatabase(serverUrl, size) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_stats_${size}`;
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
  const seeded = spawnSync(process.execPath, ['apps/server/dist/seed.mjs', '--size', String(size), '--seed', '1', '--demo-password', COMPANY.password], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: os.tmpdir() },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed`);
  return url.toString();
}

/** Runs the stats bench; true when something failed or a target was missed. */
export async function statsBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const given = process.env.BENCH_STATS_DATABASE_URL;
  if (!serverUrl && !given) {
    console.error('The stats bench runs on PostgreSQL: set BENCH_DATABASE_URL (a role with CREATEDB) or BENCH_STATS_DATABASE_URL (a seeded database).');
    return true;
  }
  const databaseUrl = given ?? (await sizedDatabase(serverUrl, SIZE));
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-stats-'));
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
    const cookies = { admin: await adminSession(base, ADMIN), company: await adminSession(base, COMPANY) };
    for (const s of SCENARIOS) {
      const url = `${base}/${s.path}`;
      const cookie = cookies[s.as];
      const probe = await fetch(url, { headers: { cookie } });
      const body = await probe.text();
      if (!probe.ok) {
        rows.push({ scenario: s.name, result: `answered ${probe.status}: ${body.slice(0, 120)}` });
        continue;
      }
      const times = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t = process.hrtime.bigint();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${s.path} answered ${res.status} during the run`);
        if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      const p95 = ms(percentile(times, 95));
      rows.push({
        scenario: s.name,
        result: s.target && p95 > TARGET_P95_MS ? `over target (p95 > ${TARGET_P95_MS} ms)` : 'ok',
        bytes: Buffer.byteLength(body),
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': p95,
        'p99 ms': ms(percentile(times, 99)),
      });
    }
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nDashboards: ${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL (${SIZE} applications), 127.0.0.1\n`);
  console.table(rows);
  for (const r of rows) {
    const key = r.scenario.replace(/[^a-z0-9]+/gi, '-');
    console.log(r['p50 ms'] !== undefined ? `bench: pg stats ${key} p50 ${r['p50 ms']} p95 ${r['p95 ms']}` : `bench: pg stats ${key} ${r.result}`);
  }
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'stats.json'), `${JSON.stringify({ at: new Date().toISOString(), size: SIZE, requests: REQUESTS, rows }, null, 2)}\n`);
  const md = [
    `# Dashboards bench, ${new Date().toISOString()}`,
    '',
    `${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, ${SIZE} applications, 127.0.0.1; target p95 ≤ ${TARGET_P95_MS} ms for the two stats endpoints`,
    '',
    '| scenario | result | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.result} | ${r['p50 ms'] ?? ''} | ${r['p95 ms'] ?? ''} | ${r['p99 ms'] ?? ''} |`),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'stats.md'), md);
  console.log(`\nFigures written to ${path.join(dir, 'stats.md')}`);
  return rows.some((r) => r.result !== 'ok');
}
