import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { apiPath, npwpCheckDigit, RATE_LIMITS } from '@portal/contract';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig, type TRateLimitConfig } from '../src/config';
import { openPglite, openPostgres, type DbHandle, type StatementListener } from '../src/db/client';
import type { Captcha } from '../src/infra/captcha';
import type { MailMessage, Mailer } from '../src/infra/mailer';
import { withDatabase } from './global-setup';
import { completeSetup } from './setup-kit';

/** Cheap argon2 for tests (production values live in packages/contract). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** No limit worth the name: for suites that send thousands of requests (fuzz, load). */
export const unlimitedRateLimits = (): TRateLimitConfig =>
  Object.fromEntries(Object.keys(RATE_LIMITS).map((k) => [k, { max: 1e9, windowS: 60 }])) as TRateLimitConfig;

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export function testRateLimits(overrides: Partial<TRateLimitConfig> = {}): TRateLimitConfig {
  const out = {} as TRateLimitConfig;
  for (const k of Object.keys(RATE_LIMITS) as (keyof TRateLimitConfig)[]) out[k] = { max: 1000, windowS: 60 };
  return { ...out, ...overrides };
}

export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  last(to?: string): MailMessage | undefined;
}
export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(msg) {
      sent.push(msg);
    },
    last(to) {
      return [...sent].reverse().find((m) => !to || m.to === to);
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  mailer: RecordingMailer;
  config: AppConfig;
  dataDir: string;
  /** JSON answers that did not match their route's contract schema (each also answered 500). */
  responseProblems: string[];
  /** Closes the app and the database; fails when an answer did not match its schema. */
  close(): Promise<void>;
}

export interface TestOptions {
  rateLimits?: Partial<TRateLimitConfig>;
  captcha?: Captcha;
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** Where the app's log goes (JSON lines); no log without it. */
  logStream?: NodeJS.WritableStream;
  /** PostgreSQL runs only: the URL the app connects through (e.g. a proxy that can cut it). */
  connectVia?: (url: string) => string;
  onConnectionError?: (err: Error) => void;
  /** Sees every statement the app sends (outside PGlite transactions). */
  onStatement?: StatementListener;
  /** A database of the test's own (e.g. on another server) instead of a copy of the template. */
  openDatabase?: () => Promise<{ handle: DbHandle; drop(): Promise<void> }>;
  /**
   * The first-run setup (docs/business-rules.md#first-run-setup) is completed before the test runs,
   * so submissions issue invoices; `incomplete` leaves the portal as a fresh install has it.
   */
  setup?: 'complete' | 'incomplete';
}

let dbCounter = 0;

/** A new database on the server of `serverUrl` (a copy of `template` if given): its URL and how to drop it. */
export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ''}`));
  await admin.close();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const a = await openPostgres(serverUrl, { max: 1 });
      try {
        // An autovacuum worker may be in the database (after a test that wrote much): without
        // pg_signal_backend the forced drop is refused (42501) until it is done; ask again.
        for (let attempt = 1; ; attempt++) {
          try {
            await a.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
            return;
          } catch (e) {
            const code = (e as { cause?: { code?: string } }).cause?.code;
            if (code !== '42501' || attempt >= 10) throw e;
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      } finally {
        await a.close();
      }
    },
  };
}

/** A fresh database copied from the run's template, and an app on it (no web, no logs). */
export async function createTestContext(opts: TestOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let handle: DbHandle;
  let dropDb: (() => Promise<void>) | null = null;
  if (opts.openDatabase) {
    const own = await opts.openDatabase();
    handle = own.handle;
    dropDb = () => own.drop();
  } else if (process.env.TEST_DB_KIND === 'postgres') {
    const db = await createDatabase(
      process.env.TEST_DATABASE_URL as string,
      `portal_t_${process.pid}_${Date.now()}_${dbCounter++}`,
      inject('pgTemplate'),
    );
    handle = await openPostgres(opts.connectVia ? opts.connectVia(db.url) : db.url, {
      max: 4,
      onConnectionError: opts.onConnectionError,
      onStatement: opts.onStatement,
    });
    dropDb = () => db.drop();
  } else {
    const pgdata = path.join(dataDir, 'pgdata');
    fs.cpSync(inject('pgliteTemplate'), pgdata, { recursive: true });
    handle = await openPglite(pgdata, { onStatement: opts.onStatement });
  }
  const base = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' });
  const config: AppConfig = {
    ...base,
    argon2: TEST_ARGON2,
    rateLimits: testRateLimits(opts.rateLimits),
    ...opts.config,
  };
  if (opts.setup !== 'incomplete') await completeSetup(handle.db);
  const mailer = recordingMailer();
  const responseProblems: string[] = [];
  const app = await buildApp({
    config,
    db: handle.db,
    notices: handle.notices,
    mailer,
    captcha: opts.captcha,
    clock: opts.now ? { now: opts.now } : undefined,
    logger: opts.logStream ? { level: 'info', stream: opts.logStream } : false,
    serveWeb: false,
    // Every JSON answer of every API test is checked against its contract schema (docs/decisions/024).
    checkResponses: (problem) => responseProblems.push(problem),
  });
  await app.ready();
  return {
    app,
    handle,
    mailer,
    config,
    dataDir,
    responseProblems,
    async close() {
      await app.close();
      await handle.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (responseProblems.length)
        throw new Error(
          `answers that do not match their contract (schema or error codes):\n${[...new Set(responseProblems)].join('\n')}`,
        );
    },
  };
}

type Json = Record<string, unknown>;

/**
 * A browser-like client: keeps cookies, fetches a CSRF token and sends it in header and body
 * like the web app does. `forwardedFor` adds an X-Forwarded-For header to every
 * request (a client behind a proxy, or one forging the header).
 */
export class Agent {
  cookies = new Map<string, string>();
  csrf: string | null = null;
  ip: string;
  constructor(
    readonly app: FastifyInstance,
    ip = '127.0.0.1',
    readonly forwardedFor?: string,
  ) {
    this.ip = ip;
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  private baseHeaders(): Record<string, string> {
    return { cookie: this.cookieHeader(), ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}) };
  }
  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  async ensureCsrf(): Promise<string> {
    if (!this.csrf) {
      const res = await this.get(apiPath('auth/csrf-token.php'));
      this.csrf = res.json().data.csrf_token as string;
    }
    return this.csrf;
  }
  async get(url: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: { ...this.baseHeaders(), ...headers },
    });
    this.store(res);
    return res;
  }
  /** POST/DELETE with the CSRF token in header and body unless `csrf: false` or a token is given. */
  async send(
    method: 'POST' | 'DELETE' | 'PUT',
    url: string,
    body: Json = {},
    opts: { csrf?: boolean | string; headers?: Record<string, string> } = {},
  ) {
    let token: string | undefined;
    if (opts.csrf !== false) token = typeof opts.csrf === 'string' ? opts.csrf : await this.ensureCsrf();
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...this.baseHeaders(), ...(token ? { 'x-csrf-token': token } : {}), ...opts.headers },
      payload: token ? { ...body, csrf_token: token } : body,
    });
    this.store(res);
    return res;
  }
  post(url: string, body: Json = {}, opts: { csrf?: boolean | string; headers?: Record<string, string> } = {}) {
    return this.send('POST', url, body, opts);
  }
}

/** Valid registration body (NPWP with a correct Luhn digit; unique values per `n`). */
export function registrationBody(n: number, over: Json = {}): Json {
  const pad = (v: number, len: number) => String(v).padStart(len, '0');
  return {
    name: `Budi Santoso ${n}`,
    email: `budi${n}@example.co.id`,
    phone: `0812${pad(n, 8)}`,
    password: 'rahasia-aman-1',
    confirmPassword: 'rahasia-aman-1',
    companyName: `PT Maju Jaya ${n}`,
    businessEntityType: 'PT',
    npwp: validNpwp(n),
    nib: `91200${pad(n, 8)}`,
    termsAccepted: true,
    ...over,
  };
}

/** A 15-digit NPWP whose 9th digit is the Luhn check digit over the first 8 (docs/business-rules.md#formats). */
export function validNpwp(n: number): string {
  const first8 = String(10_000_000 + (n % 89_999_999)).padStart(8, '0');
  return `${first8}${npwpCheckDigit(first8)}000000`;
}

/**
 * On PostgreSQL, a second connection pool to the test's own database (a second server instance
 * for exactly-once tests); null on PGlite, where one process holds the database.
 */
export async function openSecondHandle(ctx: TestContext): Promise<DbHandle | null> {
  if (process.env.TEST_DB_KIND !== 'postgres') return null;
  const result = (await ctx.handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return openPostgres(withDatabase(process.env.TEST_DATABASE_URL as string, result.rows[0].name), { max: 4 });
}
