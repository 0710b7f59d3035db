import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN, portalServerEnv } from '../playwright.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A portal server a spec owns (the built apps/server/dist/server.mjs, as the suite's own), for a
 * spec that must restart it — e.g. with CLOCK_OFFSET_DAYS to move into a certificate's renewal
 * window (docs/decisions/079). Same data folder across restarts; the spec stops it by its PID.
 */
export class OwnPortal {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(env: Record<string, string> = {}): Promise<void> {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
      env: { ...process.env, ...portalServerEnv(this.port, this.dataDir, E2E_ADMIN), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    this.child = child;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode}): ${stderr}`);
      try {
        const res = await fetch(`${this.baseURL}/backend/api/health.php`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the portal did not answer on ${this.baseURL}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** SIGTERM and wait for the exit (the data folder's lock is released on a graceful stop). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
