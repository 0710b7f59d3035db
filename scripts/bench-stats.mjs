// The dashboards at scale (docs/decisions/081): `BENCH_ONLY=stats npm run bench` with
// BENCH_DATABASE_URL. A database of BENCH_STATS_SIZE (default 100000) demo applications next to
// BENCH_DATABASE_URL (`<its name>_stats_<size>`, created with the role's CREATEDB and seeded with
// `npm run seed` once, certificates included; kept and reused while it holds exactly that many
// applications), or the one database BENCH_STATS_DATABASE_URL as it is. The built server runs on
// it on 127.0.0.1; the administrator's and the demo company's calls are sent one at a time
// BENCH_STATS_REQUESTS times after a warm-up; p50/p95/p99 of the round trip are printed and
// written to bench-results/stats.{md,json}. The target is p95 ≤ 50 ms for both stats endpoints.
import fs from 'node:fs';
import path from 'node:path';
import { adminSession, ms, percentile, seededDatabase, timeRequests, withBenchServer } from './bench-db.mjs';
import { root } from './lib.mjs';

const ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@portal-bski.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};
/** The seeded demo company (apps/server/src/demo): the company with the most applications. */
const COMPANY = {
  email: 'perusahaan.demo@contoh.co.id',
  password: process.env.BENCH_COMPANY_PASSWORD ?? 'bench-company-password',
};
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

/** Runs the stats bench; true when something failed or a target was missed. */
export async function statsBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const given = process.env.BENCH_STATS_DATABASE_URL;
  if (!serverUrl && !given) {
    console.error(
      'The stats bench runs on PostgreSQL: set BENCH_DATABASE_URL (a role with CREATEDB) or BENCH_STATS_DATABASE_URL (a seeded database).',
    );
    return true;
  }
  const databaseUrl =
    given ?? (await seededDatabase(serverUrl, 'stats', SIZE, ADMIN, ['--demo-password', COMPANY.password]));
  const rows = [];
  await withBenchServer(databaseUrl, ADMIN, async (base) => {
    const cookies = {
      admin: await adminSession(base, ADMIN, { databaseUrl }),
      company: await adminSession(base, COMPANY),
    };
    for (const s of SCENARIOS) {
      const url = `${base}/${s.path}`;
      const cookie = cookies[s.as];
      const probe = await fetch(url, { headers: { cookie } });
      const body = await probe.text();
      if (!probe.ok) {
        rows.push({ scenario: s.name, result: `answered ${probe.status}: ${body.slice(0, 120)}` });
        continue;
      }
      const times = await timeRequests(url, cookie, WARMUP, REQUESTS);
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
  });
  console.log(
    `\nDashboards: ${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL (${SIZE} applications), 127.0.0.1\n`,
  );
  console.table(rows);
  for (const r of rows) {
    const key = r.scenario.replace(/[^a-z0-9]+/gi, '-');
    console.log(
      r['p50 ms'] !== undefined
        ? `bench: pg stats ${key} p50 ${r['p50 ms']} p95 ${r['p95 ms']}`
        : `bench: pg stats ${key} ${r.result}`,
    );
  }
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'stats.json'),
    `${JSON.stringify({ at: new Date().toISOString(), size: SIZE, requests: REQUESTS, rows }, null, 2)}\n`,
  );
  const md = [
    `# Dashboards bench, ${new Date().toISOString()}`,
    '',
    `${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, ${SIZE} applications, 127.0.0.1; target p95 ≤ ${TARGET_P95_MS} ms for the two stats endpoints`,
    '',
    '| scenario | result | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.scenario} | ${r.result} | ${r['p50 ms'] ?? ''} | ${r['p95 ms'] ?? ''} | ${r['p99 ms'] ?? ''} |`,
    ),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'stats.md'), md);
  console.log(`\nFigures written to ${path.join(dir, 'stats.md')}`);
  return rows.some((r) => r.result !== 'ok');
}
