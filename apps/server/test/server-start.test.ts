import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process (src/server.ts through tsx): what an operator sees at start. It uses
 * the embedded database whichever project runs it, so the PostgreSQL project skips it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the server; resolves when it exits, or stops it (SIGTERM) once `until` shows on stdout. */
function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  const child = spawn(tsx, [path.join(here, '../src/server.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
    if (until?.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('server start', () => {
  it('refuses an https PUBLIC_URL without SMTP_URL, naming the variable', async () => {
    const r = await runServer({ PUBLIC_URL: 'https://portal.example.id' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SMTP_URL/);
  });

  it('refuses an ADMIN_PASSWORD under 12 characters, naming the variable', async () => {
    const r = await runServer({ ADMIN_PASSWORD: 'pendek-123' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ADMIN_PASSWORD/);
  });

  it('refuses TRUST_PROXY=true, naming the variable', async () => {
    const r = await runServer({ TRUST_PROXY: 'true' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/TRUST_PROXY/);
  });

  it('prints a generated first-admin password once, as a plain line outside the structured log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    const first = await runServer({ DATA_DIR: dataDir }, /is running at/);
    const line = first.stdout.split('\n').find((l) => l.startsWith('password: '));
    expect(line).toMatch(/^password: \S{12,}$/);
    const password = line!.slice('password: '.length);
    // The pino lines (JSON) never carry it.
    const jsonLines = first.stdout.split('\n').filter((l) => l.startsWith('{'));
    expect(jsonLines.length).toBeGreaterThan(0);
    expect(jsonLines.join('\n')).not.toContain(password);
    // The secret file was created beside the database, owner-only.
    expect(fs.statSync(path.join(dataDir, 'secret-key')).mode & 0o777).toBe(0o600);

    const second = await runServer({ DATA_DIR: dataDir }, /is running at/);
    expect(second.stdout).not.toContain(password);
    expect(second.stdout).not.toMatch(/^password: /m);
  }, 90_000);
});
