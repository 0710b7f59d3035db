// Shared helpers of the repository scripts (npm start, npm test, bench, lighthouse). Plain Node, no dependencies,
// so they run on a fresh clone before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  return r.status ?? 1;
}

export function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export function checkNode() {
  const [maj, min] = process.versions.node.split('.').map(Number);
  if (maj < 20 || (maj === 20 && min < 19)) {
    console.error(`PORTAL BSKI needs Node.js 20.19 or newer (found ${process.versions.node}).`);
    process.exit(1);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)…');
  must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

function hashTree(dirs, files) {
  const h = crypto.createHash('sha256');
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else
        h.update(
          `${path.relative(root, p)}:${fs.readFileSync(p).length}:${crypto.createHash('sha1').update(fs.readFileSync(p)).digest('hex')}\n`,
        );
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  files.forEach((f) => fs.existsSync(path.join(root, f)) && h.update(fs.readFileSync(path.join(root, f))));
  return h.digest('hex');
}

/** Builds web + server unless the sources are unchanged since the last build. */
export function ensureBuild({ force = false } = {}) {
  const stampFile = path.join(root, 'node_modules', '.cache', 'portal-build.stamp');
  const stamp = hashTree(
    ['apps/web/src', 'apps/web/public', 'apps/server/src', 'packages/contract/src'],
    [
      'package-lock.json',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts/precompress.mjs',
      'apps/server/build.mjs',
    ],
  );
  const built =
    fs.existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    fs.existsSync(path.join(root, 'apps/server/dist/server.mjs'));
  if (!force && built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('Building the web app and the server…');
  must('npm', ['run', 'build', '--silent']);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, stamp);
}

/** Polls a URL on this machine until it answers 2xx (a server the script started), or gives up. */
export async function waitForUrl(url, ms = 60_000) {
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

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (apps/server/dist) on 127.0.0.1 with its own data folder and the given
 * environment; returns the child and `stop()`, which ends it by its PID (only the process started here).
 */
export function startBuiltServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
  };
  return { child, stop };
}

/** The server secret of every bench server: a database kept between runs remembers it (docs/decisions/013). */
export const BENCH_SECRET_KEY = 'bench-only-server-secret-never-used-in-production';

/**
 * The bench administrator's second factor on a database that outlives a run (BENCH_DATABASE_URL and
 * the seeded databases next to it): the secret it enrolled is kept in bench-results/ (git-ignored),
 * per database and address, with the last time step used — the server takes a code once per step,
 * and one step ahead at most.
 */
const MFA_FILE = path.join(root, 'bench-results', 'bench-admin-mfa.json');
const TOTP_PERIOD_MS = 30_000;
const mfaKey = (databaseUrl, email) => {
  const u = new URL(databaseUrl);
  return `${u.hostname}:${u.port || 5432}${u.pathname} ${email}`;
};
const readMfa = () => (fs.existsSync(MFA_FILE) ? JSON.parse(fs.readFileSync(MFA_FILE, 'utf8')) : {});
function keepMfa(key, kept) {
  fs.mkdirSync(path.dirname(MFA_FILE), { recursive: true });
  fs.writeFileSync(MFA_FILE, `${JSON.stringify({ ...readMfa(), [key]: kept }, null, 2)}\n`, { mode: 0o600 });
}

/** A code of the kept secret the server will take now: a later step than any used before. */
async function nextKeptCode(key) {
  const kept = readMfa()[key];
  const step = Math.max(Math.floor(Date.now() / TOTP_PERIOD_MS), kept.lastStep + 1);
  const waitMs = (step - 1) * TOTP_PERIOD_MS - Date.now() + 250;
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
  keepMfa(key, { ...kept, lastStep: step });
  return totp(kept.secret, step * TOTP_PERIOD_MS);
}

/**
 * The operator's way out when the secret is not kept (bench-results/ emptied, another machine):
 * `npm run admin:reset-mfa` on that database takes the second factor away; the bench enrols again.
 */
function resetMfa(databaseUrl, email) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-ops-'));
  try {
    must(process.execPath, ['apps/server/dist/ops.mjs', 'reset-mfa', email], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SECRET_KEY: BENCH_SECRET_KEY },
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Logs in like the web app (CSRF token in cookie, header and body, then the session cookie) on a
 * server this script started, and returns the Cookie header to send with later requests.
 * An administrator without the second factor enrols it (docs/decisions/098). On a database kept
 * between runs (`databaseUrl`), the enrolled secret is kept and answers the next runs' sign-ins;
 * without a kept secret that works, the second factor is reset as an operator would, and enrolled anew.
 */
export async function adminSession(base, { email, password }, { databaseUrl, afterReset = false } = {}) {
  const key = databaseUrl ? mfaKey(databaseUrl, email) : null;
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let res = await fetch(`${base}/auth/csrf-token.php`);
  keep(res);
  const csrf = (await res.json()).data.csrf_token;
  const post = (url, body) =>
    fetch(`${base}/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
      body: JSON.stringify({ ...body, csrf_token: csrf }),
    });
  res = await post('auth/login.php', { email, password });
  keep(res);
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  if ((await res.json()).data?.requires_mfa) {
    if (!key || afterReset)
      throw new Error('the bench administrator has a second factor: give the bench a fresh database');
    if (readMfa()[key]) {
      res = await post('auth/verify-mfa.php', { code: await nextKeptCode(key) });
      keep(res);
      if (res.ok) return cookie();
      console.log(`The kept second factor of ${email} was refused (${res.status}): resetting it.`);
    } else console.log(`No second factor of ${email} is kept for this database: resetting it.`);
    resetMfa(databaseUrl, email);
    return adminSession(base, { email, password }, { databaseUrl, afterReset: true });
  }
  // An administrator calls little but the profile before enrolling the second factor
  // (docs/decisions/098): the bench enrols with a code computed from the secret it is given.
  const profile = await (await fetch(`${base}/users/profile.php`, { headers: { cookie: cookie() } })).json();
  if (profile.data?.user?.mfa_required && !profile.data.user.mfa_enabled) {
    res = await fetch(`${base}/account/mfa/setup.php`, { headers: { cookie: cookie() } });
    if (!res.ok) throw new Error(`second-factor setup failed: ${res.status} ${await res.text()}`);
    const { secret } = (await res.json()).data;
    const step = Math.floor(Date.now() / TOTP_PERIOD_MS);
    res = await post('account/mfa/enable.php', { code: totp(secret, step * TOTP_PERIOD_MS) });
    if (!res.ok) throw new Error(`second-factor enrolment failed: ${res.status} ${await res.text()}`);
    keep(res);
    if (key) keepMfa(key, { secret, lastStep: step });
  }
  return cookie();
}

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret. */
function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const h = crypto.createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1] & 0xf;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
