import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './client';

/** The embedded database folder is used by one process at a time (docs/decisions/005). */
describe('data folder lock', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('writes the PID, refuses a folder held by another live process, and releases on exit', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'portal.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another portal process/);
    } finally {
      other.kill();
    }
    const free = tmp();
    const release = acquireDataDirLock(free);
    expect(fs.readFileSync(path.join(free, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(free, 'portal.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
