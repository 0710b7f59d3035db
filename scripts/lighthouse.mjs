// `npm run lighthouse`: measures (does not test) page speed as a phone user sees it. Builds if the
// sources changed, starts the built server on a free 127.0.0.1 port with a throw-away data folder,
// runs Lighthouse (mobile, simulated 4G: its defaults) on the public entry pages in Chromium, prints
// one line per page and stops the server it started, by its PID. docs/decisions/019 and 020 say
// what the figures should be. LIGHTHOUSE_RUNS=3 takes the median of three runs per page.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, freePort, root, startBuiltServer, waitForUrl } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();

// The QR page with a UUID the fresh database does not know: its chunk, texts and the lookup, answered "not found".
const PAGES = ['/login', '/register', '/verify', '/sertifikat/00000000-0000-4000-8000-000000000000'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install -y chromium).`);
  process.exit(1);
}

/** Runs the Lighthouse CLI (it launches and closes its own Chromium) and returns the parsed report. */
function runLighthouse(url) {
  return new Promise((resolve, reject) => {
    const args = [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      try {
        resolve(JSON.parse(out));
      } catch (e) {
        reject(e);
      }
    });
  });
}

function summarise(report) {
  const a = report.audits;
  const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    fcpMs: a['first-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    jsFiles: scripts?.requestCount ?? 0,
  };
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const { stop } = startBuiltServer({
  port,
  dataDir,
  env: {
    ADMIN_EMAIL: 'lighthouse-admin@portal-bski.local',
    ADMIN_PASSWORD: crypto.randomBytes(12).toString('base64url'),
  },
});
process.on('exit', () => {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

let failed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/backend/api/health.php`);
  console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated 4G, ${base}\n`);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(summarise(await runLighthouse(`${base}${page}`)));
    const r = runs.sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)];
    console.log(
      `${page.padEnd(10)} performance ${String(r.score).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  JS ${r.jsKb.toFixed(1)} KB in ${r.jsFiles} files`,
    );
  }
} catch (err) {
  console.error(err);
  failed = true;
}
process.exit(failed ? 1 : 0);
