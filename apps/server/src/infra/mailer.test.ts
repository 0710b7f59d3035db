import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';

/**
 * The development outbox (docs/decisions/006): on plain http it logs the OTP so a newcomer can
 * finish sign-up; with an https PUBLIC_URL (a deployment) an OTP never reaches the log.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

async function outboxLog(publicUrl: string): Promise<{ logged: string; outbox: string }> {
  let logged = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged += chunk.toString();
      done();
    },
  });
  const secure = publicUrl.startsWith('https://');
  const dataDir = fs.mkdtempSync(path.join(ctx.dataDir, 'mail-'));
  // The secret of this database lives in ctx.dataDir; the new DATA_DIR gets its copy.
  fs.copyFileSync(path.join(ctx.dataDir, 'secret-key'), path.join(dataDir, 'secret-key'));
  // No mailer and no SMTP_URL: the app builds its own outbox mailer.
  const app = await buildApp({
    config: { ...ctx.config, dataDir, publicUrl, secureCookies: secure, smtpUrl: undefined, logLevel: 'info' },
    db: ctx.handle.db,
    logger: { stream },
    serveWeb: false,
  });
  try {
    expect(app.deps.mailer.kind).toBe('outbox');
    await app.deps.mailer.send({
      to: 'budi@example.co.id',
      subject: 'Kode OTP',
      text: 'Kode Anda: 482913',
      otp: '482913',
    });
    const outbox = path.join(dataDir, 'outbox');
    return { logged, outbox: fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]), 'utf8') };
  } finally {
    await app.close();
  }
}

describe('the outbox mailer', () => {
  it('on http logs the subject and the OTP', async () => {
    const { logged, outbox } = await outboxLog('http://localhost:8080');
    expect(logged).toContain('Kode OTP');
    expect(logged).toContain('482913');
    expect(outbox).toContain('482913');
  });

  it('with an https PUBLIC_URL never logs the OTP', async () => {
    const { logged } = await outboxLog('https://portal.example.id');
    expect(logged).toContain('Kode OTP');
    expect(logged).not.toContain('482913');
  });
});
