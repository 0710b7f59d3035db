// The admin lists at scale (docs/decisions/061): `BENCH_ONLY=lists npm run bench` with
// BENCH_DATABASE_URL. For each size (BENCH_LIST_SIZES, default 1000,100000) a database of that
// size next to BENCH_DATABASE_URL (`<its name>_lists_<size>`, created with the role's CREATEDB and
// seeded with `npm run seed` once; kept and reused while it holds exactly that many
// applications), or the one database BENCH_LISTS_DATABASE_URL as it is (with BENCH_ADMIN_EMAIL and
// BENCH_ADMIN_PASSWORD). The built server runs on it on 127.0.0.1; as the administrator, each
// request is sent one at a time (no queueing in the figure) BENCH_LIST_REQUESTS times after a
// warm-up, and p50/p95/p99 of the whole round trip are printed and written to
// bench-results/lists.{md,json}. A path the server does not serve is reported as such.
import fs from 'node:fs';
import path from 'node:path';
import { adminSession, ms, percentile, seededDatabase, timeRequests, withBenchServer } from './bench-db.mjs';
import { root } from './lib.mjs';
import { explainLists } from './explain-lists.mjs';

const ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@portal-bski.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};
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

/** Sends each request of `scenarios`, one after another, and returns its figures. */
async function measureLists(databaseUrl, label) {
  const rows = [];
  await withBenchServer(databaseUrl, ADMIN, async (base) => {
    const cookie = await adminSession(base, ADMIN, { databaseUrl });
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
      const times = await timeRequests(url, cookie, WARMUP, REQUESTS);
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
  });
  return rows;
}

function writeResults(rows, explained) {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'lists.json'),
    `${JSON.stringify({ at: new Date().toISOString(), requests: REQUESTS, q: Q, rows }, null, 2)}\n`,
  );
  const head = '| size | scenario | result | total | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|---|\n';
  const lines = rows.map(
    (r) =>
      `| ${r.size} | ${r.scenario} | ${r.result} | ${r.total ?? ''} | ${r['p50 ms'] ?? ''} | ${r['p95 ms'] ?? ''} | ${r['p99 ms'] ?? ''} |`,
  );
  const md = `# Admin lists bench, ${new Date().toISOString()}\n\n${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, 127.0.0.1, q=${Q}\n\n${head}${lines.join('\n')}\n${explained ? `\n${explained}` : ''}`;
  fs.writeFileSync(path.join(dir, 'lists.md'), md);
  return path.join(dir, 'lists.md');
}

/** Runs the lists bench; true when something failed (a 404 is reported, not a failure). */
export async function listsBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const given = process.env.BENCH_LISTS_DATABASE_URL;
  if (!serverUrl && !given) {
    console.error(
      'The lists bench runs on PostgreSQL: set BENCH_DATABASE_URL (a role with CREATEDB) or BENCH_LISTS_DATABASE_URL (a seeded database).',
    );
    return true;
  }
  const targets = given
    ? [{ label: 'given', url: given }]
    : await (async () => {
        const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,100000')
          .split(',')
          .map(Number)
          .filter((n) => n > 0);
        const out = [];
        for (const size of sizes)
          out.push({ label: String(size), url: await seededDatabase(serverUrl, 'lists', size, ADMIN) });
        return out;
      })();
  const rows = [];
  for (const t of targets) rows.push(...(await measureLists(t.url, t.label)));
  console.log(
    `\nAdmin lists: ${REQUESTS} sequential requests each after ${WARMUP} of warm-up, PostgreSQL, 127.0.0.1\n`,
  );
  console.table(rows);
  for (const r of rows) {
    const key = r.scenario.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    console.log(
      r.result === 'ok'
        ? `bench: pg lists ${r.size} ${key} p50 ${r['p50 ms']} p95 ${r['p95 ms']}`
        : `bench: pg lists ${r.size} ${key} ${r.result}`,
    );
  }
  const largest = targets.at(-1);
  const explained = process.env.BENCH_EXPLAIN === '1' ? await explainLists(largest.url, { q: Q }) : '';
  if (explained) console.log(explained);
  console.log(`\nFigures written to ${writeResults(rows, explained)}`);
  return rows.some((r) => r.result !== 'ok' && !r.result.includes('(404)'));
}
