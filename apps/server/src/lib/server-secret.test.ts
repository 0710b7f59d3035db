import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { buildApp } from '../app';
import { Agent, createTestContext, recordingMailer, type TestContext } from '../../test/helpers';
import { SECRET_FILE_NAME, createServerSecret, loadSecretKey } from './server-secret';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const secretFile = () => path.join(ctx.dataDir, SECRET_FILE_NAME);
/** Another server process on the same database and DATA_DIR (a restart, or a second instance). */
const restart = (over: Partial<TestContext['config']> = {}) =>
  buildApp({
    config: { ...ctx.config, ...over },
    db: ctx.handle.db,
    mailer: recordingMailer(),
    logger: false,
    serveWeb: false,
  });

describe('the server secret', () => {
  it('is generated on the first start into DATA_DIR, readable by the owner only (0600)', () => {
    const stat = fs.statSync(secretFile());
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile(), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });

  it('is reused across restarts: a CSRF token issued before a restart is accepted after it', async () => {
    const before = fs.readFileSync(secretFile(), 'utf8');
    const agent = new Agent(ctx.app);
    const token = await agent.ensureCsrf();
    const next = await restart();
    try {
      expect(fs.readFileSync(secretFile(), 'utf8')).toBe(before);
      // The browser keeps its cookies and talks to the restarted server.
      const moved = Object.assign(new Agent(next), { cookies: agent.cookies });
      const res = await moved.post(apiPath('auth/logout.php'), {}, { csrf: token });
      expect(res.statusCode).toBe(200);
    } finally {
      await next.close();
    }
  });

  it('tightens a secret file found with looser permissions', async () => {
    fs.chmodSync(secretFile(), 0o644);
    await loadSecretKey(ctx.config);
    expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);
  });

  it('SECRET_KEY wins over the file; a server with another key than the database knows refuses to start', async () => {
    const key = await loadSecretKey({ dataDir: ctx.dataDir, secretKey: 'a-configured-secret-key-of-forty-characters' });
    expect(key).toBe('a-configured-secret-key-of-forty-characters');
    await expect(restart({ secretKey: 'a-configured-secret-key-of-forty-characters' })).rejects.toThrow(
      /SECRET_KEY differs/,
    );
  });

  it('derives a separate key per purpose', () => {
    const s = createServerSecret('k'.repeat(40));
    expect(s.hmac('otp', 'x')).not.toBe(s.hmac('csrf', 'x'));
    expect(s.derive('csrf')).not.toBe(s.derive('otp'));
    expect(createServerSecret('k'.repeat(40)).hmac('otp', 'x')).toBe(s.hmac('otp', 'x'));
  });
});

describe('a CSRF token of another server secret', () => {
  it('is refused (403 CSRF_INVALID)', async () => {
    const other = await createTestContext();
    try {
      const agent = new Agent(other.app);
      const foreign = await agent.ensureCsrf();
      const moved = Object.assign(new Agent(ctx.app), { cookies: agent.cookies });
      const res = await moved.post(apiPath('auth/logout.php'), {}, { csrf: foreign });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CSRF_INVALID');
    } finally {
      await other.close();
    }
  });
});
