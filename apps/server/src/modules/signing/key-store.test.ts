import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../db/schema';
import { createServerSecret } from '../../lib/server-secret';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { currentKey, openPrivateKey, rotateKey, type TNewKey } from './key-store';

/**
 * The stored signing keys (docs/decisions/102): every instance signs with the same key, made once
 * under a lock on the key table, kept sealed under the server secret.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

let made = 0;
async function generate(): Promise<TNewKey> {
  made++;
  // Slow enough that the callers overlap while one of them generates.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as Record<string, string>;
  return {
    kid: `test-${made}-${jwk.x}`,
    algorithm: 'EdDSA',
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicJwk: jwk,
    certificatePem: null,
  };
}

describe('signing key store', () => {
  it('makes one key when several callers (instances) ask for it at the same moment', async () => {
    const deps = ctx.app.deps;
    await deps.db.delete(signingKeys).where(eq(signingKeys.purpose, 'credential'));
    made = 0;
    const now = new Date();
    const keys = await Promise.all(Array.from({ length: 6 }, () => currentKey(deps, 'credential', generate, now)));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    expect(made).toBe(1);
    const rows = await deps.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'credential'));
    expect(rows).toHaveLength(1);
  });

  it('keeps the private key sealed: not in clear in the row, and only the server secret opens it', async () => {
    const deps = ctx.app.deps;
    const [row] = await deps.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'credential'));
    expect(row!.privateKey).not.toContain('PRIVATE KEY');
    expect(openPrivateKey(deps.secret, row!.privateKey)).toContain('-----BEGIN PRIVATE KEY-----');
    expect(() => openPrivateKey(createServerSecret('another-server-secret-'.repeat(4)), row!.privateKey)).toThrow();
  });

  it('rotates to a new current key and keeps the old one, retired', async () => {
    const deps = ctx.app.deps;
    const before = await currentKey(deps, 'credential', generate, new Date());
    const after = await rotateKey(deps, 'credential', generate, new Date());
    expect(after.kid).not.toBe(before.kid);
    expect((await currentKey(deps, 'credential', generate, new Date())).kid).toBe(after.kid);
    const rows = await deps.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'credential'));
    expect(rows.map((r) => [r.kid, r.retiredAt === null]).sort()).toEqual(
      [
        [before.kid, false],
        [after.kid, true],
      ].sort(),
    );
  });
});
