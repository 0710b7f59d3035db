import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { redactTokens as redactUrl } from './lib/redact';
import { createTestContext, recordingMailer } from '../test/helpers';

/** The web route /reset-password/{token} is never written to logs with its token (docs/business-rules.md#password-reset). */
describe('request log redaction', () => {
  it('removes the reset token from logged paths and leaves other paths alone', () => {
    expect(redactUrl('/reset-password/abcDEF_123-xyz')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/backend/api/auth/login.php')).toBe('/backend/api/auth/login.php');
  });

  it('the server log of a request for the reset page holds no token', async () => {
    const ctx = await createTestContext();
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      db: ctx.handle.db,
      mailer: recordingMailer(),
      logger: { stream },
      serveWeb: false,
    });
    try {
      await app.inject({ url: '/reset-password/SECRET-token-value-123' });
      await app.inject({ url: '/backend/api/health.php' });
      expect(logged).toContain('/reset-password/[redacted]');
      expect(logged).toContain('/backend/api/health.php');
      expect(logged).not.toContain('SECRET-token-value-123');
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
