import path from 'node:path';
import { z } from 'zod';
import { ARGON2_PARAMS, RATE_LIMITS, type TRateLimitName } from '@portal/contract';

/** The only place that reads process.env (CONVENTIONS "Style"). Parsed once at start. */
const ZEnv = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
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
});

export type TRateLimitConfig = Record<TRateLimitName, { max: number; windowS: number }>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  turnstileSecret?: string;
  turnstileSiteKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl: string;
  /** Secure cookies when the public URL is https (DOMAIN.md "Session"). */
  secureCookies: boolean;
  webDist: string | null;
  logLevel: string;
  trustProxy: boolean;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimits: TRateLimitConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    turnstileSecret: e.TURNSTILE_SECRET || undefined,
    turnstileSiteKey: e.TURNSTILE_SITE_KEY || undefined,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    argon2: { ...ARGON2_PARAMS },
    rateLimits: structuredClone(RATE_LIMITS) as TRateLimitConfig,
  };
}
