// Pieces the PostgreSQL benches share (bench-lists.mjs, bench-stats.mjs): a database seeded once
// per size and reused, the built portal started on it, and sequential timing of one request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SECRET_KEY, adminSession, freePort, root, startBuiltServer, waitForUrl } from './lib.mjs';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (v) => Math.round(v * 10) / 10;

/**
 * A database `<server's database>_<suffix>_<size>` of `size` demo applications on the server of
 * `serverUrl` (made and seeded once, then reused while it still holds `size` applications).
 * `seedArgs` are added to the seed command (e.g. the demo company's password).
 */
export async function seededDatabase(serverUrl, suffix, size, admin, seedArgs = []) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_${suffix}_${size}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
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
      await client.query(`drop database "${name}"`);
    }
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  console.log(`${name}: seeding ${size} applications…`);
  const seeded = spawnSync(
    process.execPath,
    ['apps/server/dist/seed.mjs', '--size', String(size), '--seed', '1', ...seedArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DATA_DIR: os.tmpdir(),
      },
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed`);
  return url.toString();
}

/** The portal a bench runs on: stopped by its PID however the bench ends. */
let current = null;
process.on('exit', () => current?.stop());

/** Starts the built portal on `databaseUrl`, runs `fn(apiBase)` once it answers, and stops it. */
export async function withBenchServer(databaseUrl, admin, fn) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startBuiltServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SECRET_KEY: BENCH_SECRET_KEY,
    },
  });
  current = server;
  const base = `http://127.0.0.1:${port}/backend/api`;
  try {
    await waitForUrl(`${base}/health.php`);
    return await fn(base);
  } finally {
    server.stop();
    current = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `warmup + requests` sequential GETs of `url`; the times (ms) of the last `requests`, sorted. */
export async function timeRequests(url, cookie, warmup, requests) {
  const times = [];
  for (let i = 0; i < warmup + requests; i++) {
    const t = process.hrtime.bigint();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status} during the run`);
    if (i >= warmup) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

export { adminSession };
