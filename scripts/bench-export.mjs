// The export at scale (docs/decisions/103): `BENCH_ONLY=export npm run bench` with
// BENCH_DATABASE_URL. A database of BENCH_EXPORT_SIZE (default 100000) demo applications next to
// BENCH_DATABASE_URL (`<its name>_export_<size>`, seeded with `npm run seed` once and reused), or
// the one database BENCH_EXPORT_DATABASE_URL as it is. The built server runs on it on 127.0.0.1;
// as the administrator, "all applications" is exported through `admin/applications/export.php`
// (above 10,000 rows: the background export job), for each format of BENCH_EXPORT_FORMATS
// (default csv,xlsx), BENCH_EXPORT_ROUNDS times (default 2): the time from the request to the
// downloaded file, the rows in the file (CSV: records counted outside quotes; workbook: its sheet
// read back with exceljs; header excluded), and the server's memory: its RSS before, the peak RSS sampled every 50 ms from
// /proc/<pid>/status while it exports, and VmHWM. Written to bench-results/export.{md,json}.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_SECRET_KEY, adminSession, freePort, root, startBuiltServer, waitForUrl } from './lib.mjs';
import { seededDatabase } from './bench-db.mjs';

const ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@portal-bski.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};
const SIZE = Number(process.env.BENCH_EXPORT_SIZE ?? 100_000);
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',').filter(Boolean);
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 2);
const MB = 1024 * 1024;

/** VmRSS and VmHWM of a process, in bytes (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CSV records after the header, counting line breaks outside quoted cells (RFC 4180). */
function csvRecords(buf) {
  let quoted = false;
  let breaks = 0;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (c === 0x22) quoted = !quoted;
    else if (c === 0x0a && !quoted) breaks++;
  }
  const endsWithBreak = buf.length > 0 && buf[buf.length - 1] === 0x0a;
  return breaks + (endsWithBreak ? 0 : 1) - 1;
}

/** The rows of the workbook's first sheet after its header, read back with exceljs. */
async function workbookRows(buf) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf);
  return wb.worksheets[0].actualRowCount - 1;
}

/** Exports every application in `format`; the figures of that run. */
async function exportOnce(base, cookie, pid, format) {
  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      /* the server stopped: the run fails below */
    }
  }, 50);
  const started = process.hrtime.bigint();
  try {
    const first = await fetch(`${base}/admin/applications/export.php?format=${format}`, { headers: { cookie } });
    let file;
    let fileName;
    let rowCount = null;
    if (first.status === 202) {
      const { export_id: id, row_count } = (await first.json()).data;
      rowCount = row_count;
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const s = (await (await fetch(`${base}/admin/exports/status.php?id=${id}`, { headers: { cookie } })).json())
          .data.export;
        if (s.status === 'failed') throw new Error(`the ${format} export failed`);
        if (s.status === 'done') {
          fileName = s.file_name;
          break;
        }
      }
      const res = await fetch(`${base}/admin/exports/download.php?id=${id}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`download answered ${res.status}`);
      file = Buffer.from(await res.arrayBuffer());
    } else if (first.ok) {
      fileName = /filename="([^"]+)"/.exec(first.headers.get('content-disposition') ?? '')?.[1] ?? '';
      file = Buffer.from(await first.arrayBuffer());
    } else throw new Error(`export.php answered ${first.status}: ${(await first.text()).slice(0, 200)}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rowsInFile = format === 'csv' ? csvRecords(file) : await workbookRows(file);
    const after = memoryOf(pid);
    return {
      format,
      seconds: Math.round(seconds * 10) / 10,
      file_name: fileName,
      file_mb: Math.round((file.length / MB) * 10) / 10,
      row_count: rowCount,
      rows_in_file: rowsInFile,
      rss_before_mb: Math.round(before.rss / MB),
      rss_peak_mb: Math.round(peak / MB),
      rss_growth_mb: Math.round((peak - before.rss) / MB),
      vm_hwm_mb: Math.round(after.hwm / MB),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Runs the export bench; true when something failed or a file lacked rows. */
export async function exportBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const given = process.env.BENCH_EXPORT_DATABASE_URL;
  if (!serverUrl && !given) {
    console.error(
      'The export bench runs on PostgreSQL: set BENCH_DATABASE_URL (a role with CREATEDB) or BENCH_EXPORT_DATABASE_URL (a seeded database).',
    );
    return true;
  }
  const databaseUrl = given ?? (await seededDatabase(serverUrl, 'export', SIZE, ADMIN));
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-'));
  const server = startBuiltServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SECRET_KEY: BENCH_SECRET_KEY,
    },
  });
  const rows = [];
  let failed = false;
  try {
    const base = `http://127.0.0.1:${port}/backend/api`;
    await waitForUrl(`${base}/health.php`);
    const cookie = await adminSession(base, ADMIN, { databaseUrl });
    // Each format ROUNDS times on the same server: a streamed export's peak stays where the first
    // round left it; one that held the file or its rows would climb with every round.
    for (let round = 1; round <= ROUNDS; round++)
      for (const format of FORMATS) {
        const row = { round, ...(await exportOnce(base, cookie, server.child.pid, format)) };
        if (row.rows_in_file !== row.row_count) failed = true;
        rows.push(row);
        console.log(row);
      }
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'export.json'),
    `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  const head =
    '| round | format | s | rows in file | row_count | file MB | RSS before MB | RSS peak MB | growth MB | VmHWM MB |\n|---|---|---|---|---|---|---|---|---|---|\n';
  const md = rows
    .map(
      (r) =>
        `| ${r.round} | ${r.format} | ${r.seconds} | ${r.rows_in_file} | ${r.row_count} | ${r.file_mb} | ${r.rss_before_mb} | ${r.rss_peak_mb} | ${r.rss_growth_mb} | ${r.vm_hwm_mb} |`,
    )
    .join('\n');
  fs.writeFileSync(path.join(dir, 'export.md'), `${head}${md}\n`);
  console.log(`\n${head}${md}`);
  return failed;
}
