import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres } from '../src/db/client';
import { totpCode } from '../src/modules/mfa/totp';
import { createDatabase, registrationBody } from '../test/helpers';
import { startS3rver, S3RVER_KEY, type TestS3 } from '../test/s3rver';
import {
  Client,
  freePort,
  Instance,
  multipart,
  request,
  root,
  sleep,
  startNginx,
  which,
  type Answer,
  type Nginx,
} from './cluster-kit';

/**
 * Three instances behind nginx (docs/decisions/100, docs/business-rules.md#running-on-several-machines):
 * the repository's deploy/nginx.conf (round robin, no stickiness) in front of three processes
 * started exactly as deploy/portal-bski@.service starts them, on one PostgreSQL and one S3 store
 * (s3rver). What begins on one instance holds on the others; each scheduled effect happens once;
 * a rolling restart under a steady client loop loses no request.
 *
 * Needs nginx and a PostgreSQL server (TEST_DATABASE_URL, a role with CREATEDB); without them it
 * is skipped with its reason, unless CI is set: then it fails. `npm test` runs it after the build
 * (it starts the built server, apps/server/dist/server.mjs).
 */
const nginxBin = which('nginx');
const serverUrl = process.env.TEST_DATABASE_URL;
const missing = [
  !nginxBin && 'nginx is not installed (Debian: apt-get install nginx)',
  !serverUrl && 'TEST_DATABASE_URL is not set (a PostgreSQL role with CREATEDB)',
  !which('openssl') && 'openssl is not installed',
].filter(Boolean) as string[];

if (missing.length) {
  const reason = `three instances behind nginx: ${missing.join('; ')}`;
  if (process.env.CI) {
    it(`needs its tools in CI: ${reason}`, () => {
      throw new Error(reason);
    });
  } else {
    console.log(`skipped: ${reason}`);
    it.skip(`skipped: ${reason}`, () => {});
  }
} else {
  describe('three instances behind nginx', clusterSuite);
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]);

function clusterSuite() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const adminEmail = 'admin@cluster.test';
  const adminPassword = `Admin-${randomUUID()}`;
  const metricsToken = randomBytes(24).toString('hex');
  let s3: TestS3;
  let drop: () => Promise<void>;
  let dbUrl: string;
  let nginx: Nginx;
  let instances: Instance[];
  let staleUserUuid: string;
  // The company leader who signs up during the suite, and their uploaded document.
  let leader: Client;
  let documentUuid: string;

  // Administrators must enrol a second factor (docs/decisions/098): the first sign-in enrols one
  // and keeps its recovery codes; each later sign-in spends one (a TOTP code is good once per step).
  let recoveryCodes: string[] | null = null;
  const signInAdmin = async (admin: Client, at: string): Promise<Answer> => {
    const login = await admin
      .at(at)
      .post('/backend/api/auth/login.php', { email: adminEmail, password: adminPassword });
    expect(login.status, login.body.toString()).toBe(200);
    if (!recoveryCodes) {
      const { secret } = (await admin.get('/backend/api/account/mfa/setup.php')).json().data as { secret: string };
      const enabled = await admin.post('/backend/api/account/mfa/enable.php', { code: totpCode(secret) });
      expect(enabled.status, enabled.body.toString()).toBe(200);
      recoveryCodes = (enabled.json().data as { recovery_codes: string[] }).recovery_codes;
      return enabled;
    }
    expect((login.json().data as { requires_mfa: boolean }).requires_mfa).toBe(true);
    const code = recoveryCodes.shift();
    const verified = await admin.post('/backend/api/auth/verify-mfa.php', { code });
    expect(verified.status, verified.body.toString()).toBe(200);
    return verified;
  };
  const via = () => new Client(nginx.httpsUrl, nginx.ca);
  const metricsOf = async (i: Instance) =>
    (await request(`${i.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).body.toString();
  const query = async <T>(text: string): Promise<T[]> => {
    const h = await openPostgres(dbUrl, { max: 1 });
    try {
      return ((await h.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    } finally {
      await h.close();
    }
  };

  beforeAll(async () => {
    // The unit runs the built server: build it when this test runs before `npm run build`.
    if (!fs.existsSync(path.join(root, 'apps/server/dist/server.mjs')))
      execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });

    s3 = await startS3rver();
    const bucket = await s3.createBucket('portal-cluster');
    const db = await createDatabase(serverUrl!, `portal_cluster_${process.pid}_${Date.now()}`);
    drop = db.drop;
    dbUrl = db.url;

    // Before any instance starts: a sign-up left unconfirmed for two days, which the maintenance
    // job deletes (with one audit row) at the first tick of whichever instance claims it.
    const h = await openPostgres(dbUrl, { max: 1 });
    await migrate(h);
    const [stale] = (
      (await h.db.execute(
        sql`insert into users (email, name, password_hash, created_at)
            values ('stale@cluster.test', 'Stale', 'x', now() - interval '2 days') returning uuid`,
      )) as unknown as { rows: { uuid: string }[] }
    ).rows;
    staleUserUuid = stale.uuid;
    await h.close();

    const envFile = {
      DATABASE_URL: dbUrl,
      SECRET_KEY: randomBytes(48).toString('base64'),
      STORAGE_URL: s3.url(bucket),
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      PUBLIC_URL: 'http://portal.cluster.test',
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: metricsToken,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMITS: JSON.stringify({ login_ip: { max: 3, windowS: 600 } }),
      LOG_LEVEL: 'info',
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    instances = ports.map((p) => new Instance(p, path.join(tmp, 'state'), envFile));
    // All three at once: their first scheduler ticks race for the same jobs.
    for (const i of instances) i.start();
    await Promise.all(instances.map((i) => i.ready()));
    nginx = await startNginx(nginxBin!, path.join(tmp, 'nginx'), ports);
  });

  afterAll(async () => {
    await Promise.all((instances ?? []).map((i) => i.stop()));
    await nginx?.stop();
    await s3?.close();
    await drop?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('nginx sends requests round robin to all three, each named by its request id', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 9; n++) {
      const res = await request(`${nginx.httpsUrl}/backend/api/health.php`, { ca: nginx.ca });
      expect(res.status).toBe(200);
      ids.push(String(res.headers['x-request-id']));
    }
    // nginx's $request_id (32 hex digits), kept by the instance because nginx is a trusted proxy.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    const served = () => instances.map((i) => ids.filter((id) => i.requestIds().has(id)).length);
    // The instances' log lines arrive through pipes: give them a moment.
    for (let t = 0; t < 50 && served().reduce((a, b) => a + b) < ids.length; t++) await sleep(100);
    expect(served()).toEqual([3, 3, 3]);
    // HEAD for a balancer's check, through nginx too.
    const head = await request(`${nginx.httpsUrl}/backend/api/health.php`, { method: 'HEAD', ca: nginx.ca });
    expect(head.status).toBe(200);
    // /metrics is not reachable through the balancer.
    expect((await request(`${nginx.httpsUrl}/metrics`, { ca: nginx.ca })).status).toBe(404);
  });

  it('each scheduled effect happened once, though all three instances ticked at start', async () => {
    const audits = await query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'user.expire_signup' and entity_id = '${staleUserUuid}'`,
    );
    expect(audits[0].n).toBe(1);
    expect(await query(`select 1 from users where uuid = '${staleUserUuid}'`)).toEqual([]);
    // Of the three start ticks, one ran each job; the others found it held or done.
    const texts = await Promise.all(instances.map(metricsOf));
    const ran = (job: string) =>
      texts
        .map((t) => new RegExp(`portal_scheduler_runs_total\\{job="${job}",outcome="ran"\\} (\\d+)`).exec(t))
        .reduce((n, m) => n + (m ? Number(m[1]) : 0), 0);
    for (const job of ['maintenance', 'expire-invoices', 'expire-certificates']) expect(ran(job), job).toBe(1);
    // Every lease was released.
    expect(await query(`select name from scheduler_jobs where locked_by is not null`)).toEqual([]);
  });

  it('a CSRF token from one instance and a session begun on another hold on the third', async () => {
    const [a, b, c] = instances;
    const admin = new Client(a.url);
    await admin.ensureCsrf(); // issued by A
    const login = await signInAdmin(admin, b.url);
    expect(login.status).toBe(200);
    for (const i of [a, b, c]) {
      const res = await admin.at(i.url).get('/backend/api/admin/companies/list.php');
      expect(res.status, i.url).toBe(200);
    }
    expect(
      (await admin.at(c.url).post('/backend/api/users/update-settings.php', { theme_preference: 'dark' })).status,
    ).toBe(200);
  });

  it('a rate limit counted on one instance holds on the others', async () => {
    // The same client address (nginx's X-Forwarded-For, trusted from 127.0.0.1) on each instance.
    const client = new Client(instances[0].url, undefined, { 'x-forwarded-for': '198.51.100.7' });
    const attempt = (i: Instance) =>
      client.at(i.url).post('/backend/api/auth/login.php', { email: adminEmail, password: 'wrong-password-1' });
    const statuses = [];
    for (const i of [...instances, instances[0]]) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('an upload on one instance is served by the others, and a notification reaches the user on each', async () => {
    const [a, b, c] = instances;
    const n = Date.now() % 1_000_000;
    leader = new Client(a.url);
    const body = registrationBody(n);
    const registered = await leader.post('/backend/api/auth/register.php', body);
    expect(registered.status).toBe(201);
    const email = String(body.email).toLowerCase();
    const otp = a.outbox().find((m) => m.to === email && m.otp)?.otp;
    expect(otp).toBeTruthy();
    expect((await leader.at(b.url).post('/backend/api/auth/verify-otp.php', { email, otp })).status).toBe(200);
    leader.csrf = null; // the confirmation began a session; a token for it

    const uploaded = await leader.at(c.url).upload('nib', PDF);
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    documentUuid = (uploaded.json().data as { document: { uuid: string } }).document.uuid;
    for (const i of [a, b]) {
      const file = await leader.at(i.url).get(`/backend/api/documents/download.php?uuid=${documentUuid}`);
      expect(file.status).toBe(200);
      expect(file.body.equals(PDF)).toBe(true);
    }

    // An administrator on A reminds the company; the leader sees it on B and on C.
    const admin = new Client(a.url);
    await signInAdmin(admin, a.url);
    const profile = (await leader.at(b.url).get('/backend/api/users/profile.php')).json().data as {
      company: { companyId: number };
    };
    const remind = await admin.post('/backend/api/admin/companies/remind.php', {
      company_id: profile.company.companyId,
    });
    expect(remind.status, remind.body.toString()).toBe(200);
    for (const i of [b, c]) {
      const list = (await leader.at(i.url).get('/backend/api/notifications/list.php')).json().data as {
        notifications: { type: string }[];
      };
      expect(JSON.stringify(list)).toContain('registration_reminder');
    }
    // Its mail leaves once, from whichever instance's dispatcher took it.
    let sent: unknown[] = [];
    for (let t = 0; t < 50 && sent.length === 0; t++) {
      sent = instances.flatMap((i) => i.outbox().filter((m) => m.to === email && !m.otp));
      if (sent.length === 0) await sleep(100);
    }
    await sleep(500);
    expect(instances.flatMap((i) => i.outbox().filter((m) => m.to === email && !m.otp))).toHaveLength(1);
  });

  it('a rolling restart under a steady client loop loses no request; SIGTERM finishes an upload in flight', async () => {
    const client = via();
    client.cookies = new Map(leader.cookies);
    client.csrf = leader.csrf;
    const expected: [string, () => Promise<Answer>, number][] = [
      ['profile', () => client.get('/backend/api/users/profile.php'), 200],
      ['notifications', () => client.get('/backend/api/notifications/list.php'), 200],
      ['mark-all-read', () => client.post('/backend/api/notifications/mark-all-read.php'), 200],
      ['download', () => client.get(`/backend/api/documents/download.php?uuid=${documentUuid}`), 200],
      ['health', () => client.get('/backend/api/health.php'), 200],
    ];
    let running = true;
    let requests = 0;
    const errors: string[] = [];
    const loop = async (offset: number) => {
      for (let k = offset; running; k++) {
        const [name, call, status] = expected[k % expected.length];
        requests++;
        try {
          const res = await call();
          if (res.status !== status) errors.push(`${name}: ${res.status} ${res.body.toString().slice(0, 200)}`);
        } catch (e) {
          errors.push(`${name}: ${(e as Error).message}`);
        }
      }
    };
    const loops = [0, 1, 2, 3].map(loop);
    const started = Date.now();

    for (const [n, instance] of instances.entries()) {
      await sleep(500);
      if (n === 0) {
        // An upload straight to this instance, half sent when SIGTERM arrives.
        const uploadsBefore = instance.log.split('documents/upload.php').length;
        const { send, answer } = slowUpload(instance, leader);
        await send.half();
        // Its headers are in and its route began (the "incoming request" log line): the file streams.
        for (let t = 0; t < 100 && instance.log.split('documents/upload.php').length === uploadsBefore; t++)
          await sleep(50);
        const exit = instance.stop();
        // The instance soon accepts no connection, yet the upload goes on.
        let closed = false;
        for (let t = 0; t < 60 && !closed; t++) {
          closed = await refused(instance.port);
          if (!closed) await sleep(50);
        }
        expect(closed).toBe(true);
        send.rest();
        expect(await answer).toMatchObject({ status: 201 });
        expect(await exit).toBe(0);
      } else {
        expect(await instance.stop()).toBe(0);
      }
      expect(instance.log).toContain('shutting down');
      instance.start();
      await instance.ready();
      // nginx leaves a refused instance out for fail_timeout (2 s): wait before stopping the next.
      await sleep(2_300);
    }
    await sleep(500);
    running = false;
    await Promise.all(loops);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `rolling restart: ${requests} requests in ${seconds.toFixed(1)} s through nginx, ${errors.length} errors`,
    );
    expect(errors).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // The upload that was in flight is stored and served by the others.
    const docs = await query<{ n: number }>(`select count(*)::int as n from documents`);
    expect(docs[0].n).toBe(2);
    // No instance kept a lease after its stop.
    expect(await query(`select name from scheduler_jobs where locked_by is not null`)).toEqual([]);
  });
}

/** Is a TCP connection to the port refused (nobody listening)? */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

/** An upload sent in two halves, with as long a pause between them as the caller likes. */
function slowUpload(instance: Instance, leader: Client) {
  const form = multipart(
    { document_type: 'akta_pendirian', category: 'initial_registration', csrf_token: leader.csrf! },
    { name: 'akta.pdf', type: 'application/pdf', content: PDF },
  );
  const req = http.request(`${instance.url}/backend/api/documents/upload.php`, {
    method: 'POST',
    headers: {
      'content-type': form.contentType,
      'content-length': String(form.body.length),
      cookie: leader.cookieHeader(),
      'x-csrf-token': leader.csrf!,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(form.body.length / 2);
  return {
    answer,
    send: {
      half: async () => {
        req.write(form.body.subarray(0, half));
        await sleep(100);
      },
      rest: () => req.end(form.body.subarray(half)),
    },
  };
}
