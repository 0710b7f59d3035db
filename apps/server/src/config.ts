import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, ARGON2_PARAMS, RATE_LIMITS, type TRateLimitName } from '@portal/contract';

/** The only place that reads process.env. Parsed once at start. */
const ZEnv = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_OWNER_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PORTAL BSKI <no-reply@portal-bski.local>'),
  TURNSTILE_SECRET: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().optional(),
  SECRET_KEY: z.string().optional(),
  RATE_LIMITS: z.string().optional(),
  CLOCK_OFFSET_DAYS: z.string().optional(),
  STORAGE_URL: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  POLL_CACHE: z.enum(['on', 'off']).default('on'),
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
});

/** A configured SECRET_KEY must carry at least this many characters (docs/decisions/013). */
export const SECRET_KEY_MIN_LENGTH = 32;

/** A setting the server cannot start with; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * Whom the server believes about X-Forwarded-For (docs/decisions/012): nobody (`false`, the
 * socket address counts), the nearest N hops, or only the listed proxy addresses / CIDR ranges.
 * Fastify's `trustProxy` takes exactly these three forms.
 */
export type TTrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, accepted in the list like an address. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [addr, bits, extra] = entry.split('/');
  const kind = net.isIP(addr);
  if (!kind || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (kind === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TTrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') {
    // Trusting every hop lets any client write its own address into X-Forwarded-For and so
    // escape every per-address limit: refused rather than guessed (docs/decisions/012).
    throw new ConfigError(
      'TRUST_PROXY',
      '"true" (trust every hop) is not accepted. Give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8,::1).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `a hop count of ${hops} is implausible (at most 10).`);
    return hops === 0 ? false : hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length || entries.length === 0) {
    throw new ConfigError(
      'TRUST_PROXY',
      `not an address or CIDR range: ${bad.join(', ') || value}. Use false, a hop count, or a comma-separated list of addresses/CIDRs.`,
    );
  }
  return entries;
}

/** An S3-compatible object store (docs/decisions/100). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket: the URL's path, `''` or ending in `/`. */
  prefix: string;
  /** Another store than AWS (MinIO, R2, Ceph RGW): its URL. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where uploaded files and certificate PDFs live: a local folder (the default), or an object store. */
export type TStorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

/**
 * STORAGE_URL: unset or `local`, the folder `DATA_DIR/files`; `file:///abs/folder`, another
 * folder; `s3://<bucket>[/<prefix>]?endpoint=<url>&region=<r>&force_path_style=true` with the
 * keys in S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (never in the URL, which shows in process lists).
 */
export function parseStorageUrl(
  raw: string | undefined,
  ctx: { dataDir: string; accessKeyId?: string; secretAccessKey?: string; variable?: string },
): TStorageConfig {
  const variable = ctx.variable ?? 'STORAGE_URL';
  const value = (raw ?? '').trim();
  if (value === '' || value === 'local') return { kind: 'local', root: path.join(ctx.dataDir, 'files') };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `not a URL: use local, file:///folder or s3://bucket?endpoint=…&region=…`);
  }
  if (url.protocol === 'file:') {
    if (url.search || url.host) throw new ConfigError(variable, 'a file: URL is file:///absolute/folder');
    return { kind: 'local', root: path.resolve(decodeURIComponent(url.pathname)) };
  }
  if (url.protocol !== 's3:') throw new ConfigError(variable, `unknown scheme ${url.protocol} (local, file: or s3:)`);
  if (url.username || url.password)
    throw new ConfigError(variable, 'keys do not belong in the URL: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      variable,
      `"${bucket}" is not a bucket name (3–63 lower-case letters, digits, dots, hyphens).`,
    );
  const known = new Set(['endpoint', 'region', 'force_path_style']);
  for (const name of url.searchParams.keys())
    if (!known.has(name))
      throw new ConfigError(variable, `unknown parameter ${name} (endpoint, region, force_path_style)`);
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new ConfigError(variable, `endpoint must be an http(s) URL, not ${endpoint}`);
  const fps = (url.searchParams.get('force_path_style') ?? 'false').toLowerCase();
  if (fps !== 'true' && fps !== 'false') throw new ConfigError(variable, 'force_path_style is true or false');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  if (!ctx.accessKeyId || !ctx.secretAccessKey)
    throw new ConfigError(
      ctx.accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      `is required with an s3:// ${variable}.`,
    );
  return {
    kind: 's3',
    bucket,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: fps === 'true',
    accessKeyId: ctx.accessKeyId,
    secretAccessKey: ctx.secretAccessKey,
  };
}

export type TRateLimitConfig = Record<TRateLimitName, { max: number; windowS: number }>;

/**
 * RATE_LIMITS: JSON that raises or lowers named limits, e.g. `{"register_ip":{"max":100}}`, for a
 * test bench or an event; the production values stay in the contract (docs/business-rules.md#abuse-limits).
 */
function parseRateLimits(raw: string | undefined): TRateLimitConfig {
  const limits = structuredClone(RATE_LIMITS) as TRateLimitConfig;
  if (!raw) return limits;
  const override = z
    .record(
      z.string(),
      z
        .object({ max: z.number().int().positive().optional(), windowS: z.number().int().positive().optional() })
        .strict(),
    )
    .safeParse(
      (() => {
        try {
          return JSON.parse(raw);
        } catch {
          return null;
        }
      })(),
    );
  if (!override.success)
    throw new ConfigError('RATE_LIMITS', 'must be JSON like {"register_ip":{"max":100,"windowS":3600}}.');
  for (const [name, value] of Object.entries(override.data)) {
    if (!Object.hasOwn(limits, name)) throw new ConfigError('RATE_LIMITS', `names an unknown limit: ${name}.`);
    Object.assign(limits[name as TRateLimitName], value);
  }
  return limits;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * DATABASE_OWNER_URL: the role that owns the tables runs the migrations and grants the server's
   * role (DATABASE_URL) its rights: INSERT and SELECT only on the audit trail (docs/decisions/099).
   */
  databaseOwnerUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  turnstileSecret?: string;
  turnstileSiteKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl: string;
  /**
   * The public URL is https (a deployment): Secure `__Host-` cookies, HSTS, SMTP required and
   * no OTP in the log (docs/decisions/003, 006).
   */
  secureCookies: boolean;
  webDist: string | null;
  logLevel: string;
  trustProxy: TTrustProxy;
  /** SECRET_KEY; when absent the server keeps a generated one in DATA_DIR (lib/server-secret.ts). */
  secretKey?: string;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimits: TRateLimitConfig;
  /**
   * CLOCK_OFFSET_DAYS: whole days added to the server's clock, so a demo or a browser test can
   * see expiry and renewal without waiting years (docs/decisions/079). Refused on a deployment
   * (https PUBLIC_URL).
   */
  clockOffsetDays: number;
  /** STORAGE_URL: where files live (docs/decisions/100). */
  storage: TStorageConfig;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY as given (`npm run storage:migrate` parses its own URLs). */
  s3Credentials: { accessKeyId?: string; secretAccessKey?: string };
  /**
   * METRICS_TOKEN: `GET /metrics` answers only with `Authorization: Bearer <token>`; without a
   * token configured it does not exist (404).
   */
  metricsToken?: string;
  /**
   * POLL_CACHE=off: the polled calls always read the database; on (the default) each instance keeps
   * them per session until the database notifies a change (docs/decisions/105).
   */
  pollCache: boolean;
  /**
   * SIGNING_P12_PATH / SIGNING_P12_PASSWORD: the certification body's PKCS#12 file that signs the
   * PDFs (docs/decisions/102). Without it the portal signs with a key and self-signed certificate
   * it generates once and keeps in the database, encrypted with the server secret.
   */
  signingP12?: { path: string; password: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  const secureCookies = publicUrl.startsWith('https://');
  const smtpUrl = e.SMTP_URL || undefined;
  // A deployment must really send its mail: the outbox would keep OTPs and reset links on the
  // server's disk and in its log (docs/decisions/006).
  if (secureCookies && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL',
      `is required when PUBLIC_URL is https (${publicUrl}); without it no e-mail would reach anyone.`,
    );
  }
  const adminPassword = e.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && [...adminPassword].length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (docs/decisions/014).`,
    );
  }
  const secretKey = e.SECRET_KEY || undefined;
  if (secretKey !== undefined && secretKey.length < SECRET_KEY_MIN_LENGTH) {
    throw new ConfigError(
      'SECRET_KEY',
      `must be at least ${SECRET_KEY_MIN_LENGTH} characters of random text (e.g. openssl rand -base64 48).`,
    );
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL)
    throw new ConfigError('DATABASE_OWNER_URL', 'is the owner of the DATABASE_URL database: set DATABASE_URL too.');
  const clockOffsetDays = parseClockOffset(e.CLOCK_OFFSET_DAYS);
  if (secureCookies && clockOffsetDays !== 0) {
    throw new ConfigError(
      'CLOCK_OFFSET_DAYS',
      `is for a developer's machine only; unset it when PUBLIC_URL is https (${publicUrl}).`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const metricsToken = e.METRICS_TOKEN || undefined;
  const s3Credentials = {
    accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
  };
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new ConfigError(
      'METRICS_TOKEN',
      'must be at least 16 characters of random text (e.g. openssl rand -hex 24).',
    );
  const signingP12Path = e.SIGNING_P12_PATH?.trim() || undefined;
  if (signingP12Path === undefined && e.SIGNING_P12_PASSWORD)
    throw new ConfigError('SIGNING_P12_PATH', 'is required with SIGNING_P12_PASSWORD (the PKCS#12 file it opens).');
  if (signingP12Path !== undefined && !fs.existsSync(signingP12Path))
    throw new ConfigError('SIGNING_P12_PATH', `no such file: ${signingP12Path}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseOwnerUrl: e.DATABASE_OWNER_URL || undefined,
    smtpUrl,
    mailFrom: e.MAIL_FROM,
    turnstileSecret: e.TURNSTILE_SECRET || undefined,
    turnstileSiteKey: e.TURNSTILE_SITE_KEY || undefined,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword,
    publicUrl,
    secureCookies,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secretKey,
    argon2: { ...ARGON2_PARAMS },
    rateLimits: parseRateLimits(e.RATE_LIMITS),
    clockOffsetDays,
    storage: parseStorageUrl(e.STORAGE_URL, { dataDir, ...s3Credentials }),
    s3Credentials,
    metricsToken,
    pollCache: e.POLL_CACHE === 'on',
    signingP12:
      signingP12Path === undefined
        ? undefined
        : { path: path.resolve(signingP12Path), password: e.SIGNING_P12_PASSWORD ?? '' },
  };
}

function parseClockOffset(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const days = Number(raw);
  if (!Number.isSafeInteger(days) || Math.abs(days) > 36_500)
    throw new ConfigError('CLOCK_OFFSET_DAYS', 'must be a whole number of days (e.g. 1000 or -30).');
  return days;
}

/**
 * The environment a helper program (pg_dump, pg_restore) runs with: this process's, plus
 * `extra` (e.g. PGPASSWORD, kept off the command line that `ps` shows). Not configuration:
 * passed through whole, so the tools find PATH, locale and libpq's own variables.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
