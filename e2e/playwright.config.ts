import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser suite: the built portal (apps/server/dist + apps/web/dist, built by `npm test`) on a
 * private port with a fresh embedded database and outbox, driven in Debian's Chromium.
 * The config is evaluated again in each worker, so the data folder is passed on through env.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
/**
 * The second suite server (docs/decisions/092): the specs are split
 * into two lanes, each run one file at a time against its own server and database, so the two
 * lanes never see each other's data. E2E_PORT + 1 is the certificate journey's own server.
 */
export const E2E_PORT_B = E2E_PORT + 5;
process.env.E2E_DATA_DIR_B ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-b-'));
export const E2E_DATA_DIR_B = process.env.E2E_DATA_DIR_B;
/** Both lanes' data folders: the outbox helpers read every one (each spec's addresses are unique). */
export const E2E_DATA_DIRS = [E2E_DATA_DIR, E2E_DATA_DIR_B];

/** Lane B: long journeys, balanced against the rest (lane A) by their running times. */
const LANE_B = [
  'notifications-review.spec.ts',
  'certificate-journey.spec.ts',
  'application-journey.spec.ts',
  'onboarding.spec.ts',
  'guide.spec.ts',
  'company-data.spec.ts',
  'analytics.spec.ts',
  'appeal-journey.spec.ts',
  'back-office.spec.ts',
  'company-staff.spec.ts',
  'upgrade.spec.ts',
];
export const E2E_ADMIN = { email: 'admin@e2e.portal-bski.test', password: 'Admin-E2E-pass-2026' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The environment of a portal server for the browser tests: embedded database, outbox, no captcha. */
export function portalServerEnv(
  port: number,
  dataDir: string,
  admin: { email: string; password: string },
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    TURNSTILE_SECRET: '',
    TURNSTILE_SITE_KEY: '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every spec signs companies up from this one address; the production limit (10 an hour) would
    // stop the suite, not test anything. The limits themselves are tested in the API suites.
    RATE_LIMITS: JSON.stringify({ register_ip: { max: 1000 } }),
  };
}

const serverOf = (port: number, dataDir: string) => ({
  command: `node ${JSON.stringify(path.join(root, 'apps/server/dist/server.mjs'))}`,
  url: `http://127.0.0.1:${port}/backend/api/health.php`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: portalServerEnv(port, dataDir, E2E_ADMIN),
});

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker per lane: within a lane the files run one after another, as on one server before.
  workers: 2,
  projects: [
    { name: 'a', testIgnore: LANE_B, workers: 1, use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
    { name: 'b', testMatch: LANE_B, workers: 1, use: { baseURL: `http://127.0.0.1:${E2E_PORT_B}` } },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [serverOf(E2E_PORT, E2E_DATA_DIR), serverOf(E2E_PORT_B, E2E_DATA_DIR_B)],
});
