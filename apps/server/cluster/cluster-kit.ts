import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';

/**
 * What the three-instances test needs around the portal: the systemd unit's command line and
 * environment, instances started from it, nginx started on the repository's deploy/nginx.conf,
 * and a small HTTP client that keeps cookies and a CSRF token like a browser.
 */
export const root = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function which(cmd: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const p = path.join(dir, cmd);
    if (dir && fs.existsSync(p)) return p;
  }
  return null;
}

// ── the systemd unit ──────────────────────────────────────────────────────────────────────────

export interface UnitCommand {
  cwd: string;
  command: string;
  args: string[];
  /** The unit's Environment= lines, specifiers expanded. */
  env: Record<string, string>;
}

/**
 * Reads deploy/portal-bski@.service and expands it as systemd would for instance `%i`, with
 * `%S` (the state directory root, /var/lib) at `stateRoot`. The unit's WorkingDirectory
 * (/opt/portal-bski) is this checkout and its /usr/bin/node this Node; nothing else is changed.
 */
export function unitCommand(instance: string, stateRoot: string): UnitCommand {
  const text = fs.readFileSync(path.join(root, 'deploy/portal-bski@.service'), 'utf8');
  const expand = (v: string) => v.replaceAll('%i', instance).replaceAll('%S', stateRoot);
  const env: Record<string, string> = {};
  let exec: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const m = /^Environment=([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]] = expand(m[2]);
    if (line.startsWith('ExecStart=')) exec = expand(line.slice('ExecStart='.length));
  }
  if (!exec) throw new Error('deploy/portal-bski@.service has no ExecStart');
  const [command, ...args] = exec.split(/\s+/);
  if (command !== '/usr/bin/node') throw new Error(`unexpected ExecStart program ${command}`);
  return { cwd: root, command: process.execPath, args, env };
}

// ── instances ─────────────────────────────────────────────────────────────────────────────────

export class Instance {
  child: ChildProcess | null = null;
  log = '';
  starts = 0;
  exited: Promise<number | null> = Promise.resolve(null);
  constructor(
    readonly port: number,
    readonly stateRoot: string,
    /** What /etc/portal-bski/portal.env would hold: it overrides the unit's lines, as in systemd. */
    readonly envFile: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  get dataDir() {
    return path.join(this.stateRoot, 'portal-bski', String(this.port));
  }

  start(): void {
    const unit = unitCommand(String(this.port), this.stateRoot);
    fs.mkdirSync(unit.env.DATA_DIR, { recursive: true, mode: 0o700 }); // StateDirectory=
    const child = spawn(unit.command, unit.args, {
      cwd: unit.cwd,
      env: { PATH: process.env.PATH, ...unit.env, ...this.envFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.starts++;
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.log += c.toString()));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  /** Waits until health.php answers 200 on the instance's own port. */
  async ready(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const res = await request(`${this.url}/backend/api/health.php`).catch(() => null);
      if (res?.status === 200) return;
      if (this.child?.exitCode !== null) throw new Error(`instance ${this.port} exited:\n${this.log.slice(-3000)}`);
      await sleep(100);
    }
    throw new Error(`instance ${this.port} not ready:\n${this.log.slice(-3000)}`);
  }

  /** SIGTERM, as systemd's stop sends it; resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  /** The request ids of the JSON log lines of this instance. */
  requestIds(): Set<string> {
    const ids = new Set<string>();
    for (const line of this.log.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const o = JSON.parse(line) as { reqId?: string };
        if (o.reqId) ids.add(o.reqId);
      } catch {
        /* a partial line */
      }
    }
    return ids;
  }

  /** The mails in this instance's outbox (no SMTP_URL in the test). */
  outbox(): { to: string; subject: string; otp?: string }[] {
    const dir = path.join(this.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string });
  }
}

// ── nginx ─────────────────────────────────────────────────────────────────────────────────────

/** Replaces `from` by `to` in `text`; `from` must occur exactly once (the test and the file stay in step). */
function substitute(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx.conf: expected "${from}" exactly once`);
  return parts.join(to);
}

export interface Nginx {
  httpsUrl: string;
  ca: Buffer;
  stop(): Promise<void>;
  errorLog(): string;
}

/**
 * Runs nginx on deploy/nginx.conf as it is, with only its ports, upstream addresses and
 * certificate filled in: a main file of the test's own (pid, logs, temporary folders in `dir`,
 * not daemonised) includes the rendered site file.
 */
export async function startNginx(nginxBin: string, dir: string, upstreamPorts: number[]): Promise<Nginx> {
  fs.mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=portal.test',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let site = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = substitute(site, 'listen [::]:80;', '');
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = substitute(site, 'listen [::]:443 ssl http2;', '');
  site = substitute(site, '/etc/letsencrypt/live/portal.example.id/fullchain.pem', cert);
  site = substitute(site, '/etc/letsencrypt/live/portal.example.id/privkey.pem', key);
  site = substitute(site, '/var/log/nginx/portal-bski.access.log', path.join(dir, 'access.log'));
  upstreamPorts.forEach((port, i) => {
    site = substitute(site, `server 127.0.0.1:${8081 + i} `, `server 127.0.0.1:${port} `);
  });
  fs.writeFileSync(path.join(dir, 'portal-bski.conf'), site);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, t), { recursive: true });
  const main = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access-other.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/portal-bski.conf;
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child = spawn(nginxBin, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ca = fs.readFileSync(cert);
  const httpsUrl = `https://127.0.0.1:${httpsPort}`;
  const errorLog = () => {
    try {
      return stderr + fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  for (let i = 0; ; i++) {
    const res = await request(`${httpsUrl}/backend/api/health.php`, { ca }).catch(() => null);
    if (res?.status === 200) break;
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start:\n${errorLog()}`);
    await sleep(100);
  }
  return {
    httpsUrl,
    ca,
    errorLog,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json(): { status: string; code?: string; data: never };
}

const agents = { http: new http.Agent({ keepAlive: true }), https: new Map<Buffer, https.Agent>() };

export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; ca?: Buffer } = {},
): Promise<Answer> {
  const u = new URL(url);
  const isHttps = u.protocol === 'https:';
  let agent: http.Agent | undefined = agents.http;
  if (isHttps) {
    agent = agents.https.get(opts.ca!);
    if (!agent) agents.https.set(opts.ca!, (agent = new https.Agent({ keepAlive: true, ca: opts.ca })));
  }
  return new Promise((resolve, reject) => {
    const req = (isHttps ? https : http).request(
      u,
      { method: opts.method ?? 'GET', headers: opts.headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString()) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

export function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A browser-like client: cookies and a CSRF token that it keeps whichever server it talks to
 * (`at(url)` switches server and keeps both), so a session begun on one instance is used on another.
 */
export class Client {
  cookies = new Map<string, string>();
  csrf: string | null = null;
  constructor(
    public base: string,
    readonly ca?: Buffer,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  at(base: string): this {
    this.base = base;
    return this;
  }

  private headers(more: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { ...this.extraHeaders, ...(cookie ? { cookie } : {}), ...more };
  }

  private keep(res: Answer): Answer {
    const set = res.headers['set-cookie'] ?? [];
    for (const c of set) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = value === '' || attrs.some((a) => /max-age=0\b/i.test(a.trim()));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.keep(await request(this.base + pathAndQuery, { headers: this.headers(headers), ca: this.ca }));
  }

  async ensureCsrf(): Promise<string> {
    if (!this.csrf) this.csrf = (await this.get('/backend/api/auth/csrf-token.php')).json().data['csrf_token'];
    return this.csrf!;
  }

  async post(pathAndQuery: string, body: object = {}): Promise<Answer> {
    const token = await this.ensureCsrf();
    return this.keep(
      await request(this.base + pathAndQuery, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json', 'x-csrf-token': token }),
        body: JSON.stringify(body),
        ca: this.ca,
      }),
    );
  }

  async upload(documentType: string, content: Buffer): Promise<Answer> {
    const token = await this.ensureCsrf();
    const form = multipart(
      { document_type: documentType, category: 'initial_registration', csrf_token: token },
      { name: `${documentType}.pdf`, type: 'application/pdf', content },
    );
    return this.keep(
      await request(`${this.base}/backend/api/documents/upload.php`, {
        method: 'POST',
        headers: this.headers({ 'content-type': form.contentType, 'x-csrf-token': token }),
        body: form.body,
        ca: this.ca,
      }),
    );
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
