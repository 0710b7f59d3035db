// `npm run bench`: measures (does not test) the API against a bare node:http server that answers
// a JSON body of the same size, in the same run, on 127.0.0.1 only. Bounded: each run is a fixed
// number of seconds, then every process started here is stopped by its PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { checkNode, ensureBuild, ensureDependencies, root } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 18_181;
const BARE_PORT = 18_182;
const ADMIN = { email: 'bench-admin@portal-bski.local', password: 'bench-password-123' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const children = [];

function startNode(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}
async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', cleanup);

const base = `http://127.0.0.1:${PORT}`;
startNode(['apps/server/dist/server.mjs'], {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  // A fixed key: each run has a fresh DATA_DIR, but BENCH_DATABASE_URL keeps its database, which
  // remembers the server secret it was first used with (docs/decisions/013).
  SECRET_KEY: 'bench-only-server-secret-never-used-in-production',
});
await waitFor(`${base}/backend/api/health.php`);

// Log in like the web app: CSRF token (cookie + header + body), then the session cookie.
const jar = new Map();
const keep = (res) => {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
};
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
let res = await fetch(`${base}/backend/api/auth/csrf-token.php`);
keep(res);
const csrf = (await res.json()).data.csrf_token;
res = await fetch(`${base}/backend/api/auth/login.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
  body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, csrf_token: csrf }),
});
keep(res);
if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);

const endpoints = ['/backend/api/users/profile.php', '/backend/api/notifications/list.php'];
const bodies = {};
for (const ep of endpoints) bodies[ep] = await (await fetch(`${base}${ep}`, { headers: { cookie: cookie() } })).text();

// The bare server answers each endpoint with a JSON string of exactly the same length.
const bare = startNode(
  [
    '-e',
    `const http=require('node:http');const b=${JSON.stringify(bodies)};` +
      `http.createServer((q,r)=>{const s=b[q.url]??'{}';r.writeHead(200,{'content-type':'application/json','content-length':Buffer.byteLength(s)});r.end(s)}).listen(${BARE_PORT},'127.0.0.1')`,
  ],
  {},
);
await waitFor(`http://127.0.0.1:${BARE_PORT}${endpoints[0]}`);

const measure = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, 127.0.0.1 (PGlite unless BENCH_DATABASE_URL)\n`);
const rows = [];
for (const ep of endpoints) {
  const portal = await measure(`${base}${ep}`, { cookie: cookie() });
  const plain = await measure(`http://127.0.0.1:${BARE_PORT}${ep}`, {});
  const non2xx = portal.non2xx;
  rows.push({
    endpoint: ep.replace('/backend/api/', ''),
    bytes: Buffer.byteLength(bodies[ep]),
    'portal req/s': Math.round(portal.requests.average),
    'portal p99 ms': portal.latency.p99,
    'bare req/s': Math.round(plain.requests.average),
    'bare p99 ms': plain.latency.p99,
    ratio: (portal.requests.average / plain.requests.average).toFixed(3),
    'non-2xx': non2xx,
  });
}
console.table(rows);
cleanup();
bare.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
