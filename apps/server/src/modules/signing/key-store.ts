import { createCipheriv, createDecipheriv, createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { signingKeys } from '../../db/schema';
import type { ServerSecret } from '../../lib/server-secret';

/**
 * The portal's own signing keys (docs/decisions/102), kept in the database so every instance signs
 * with the same key: `pdf` (RSA and a self-signed certificate, used when no PKCS#12 is configured)
 * and `credential` (Ed25519, the VC-JWTs). The private key is stored encrypted with AES-256-GCM
 * under a key derived from the server secret; a database dump alone does not reveal it.
 */
export type TKeyPurpose = 'pdf' | 'credential';

export interface TStoredKey {
  kid: string;
  algorithm: string;
  privateKey: KeyObject;
  publicJwk: Record<string, string>;
  certificatePem: string | null;
  createdAt: Date;
  retiredAt: Date | null;
}

/** What a purpose's generator makes; the store encrypts and keeps it. */
export interface TNewKey {
  kid: string;
  algorithm: string;
  privateKeyPem: string;
  publicJwk: Record<string, string>;
  certificatePem: string | null;
}

type KeyDeps = { db: Db; secret: ServerSecret };

const VERSION = 'v1';
const cipherKey = (secret: ServerSecret) => Buffer.from(secret.derive('signing-keys'), 'base64url');

export function sealPrivateKey(secret: ServerSecret, pem: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openPrivateKey(secret: ServerSecret, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('signing key: unknown encoding');
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function toStoredKey(secret: ServerSecret, row: typeof signingKeys.$inferSelect): TStoredKey {
  return {
    kid: row.kid,
    algorithm: row.algorithm,
    privateKey: createPrivateKey(openPrivateKey(secret, row.privateKey)),
    publicJwk: row.publicJwk,
    certificatePem: row.certificatePem,
    createdAt: row.createdAt,
    retiredAt: row.retiredAt,
  };
}

const currentRow = async (db: DbOrTx, purpose: TKeyPurpose) =>
  (
    await db
      .select()
      .from(signingKeys)
      .where(and(eq(signingKeys.purpose, purpose), isNull(signingKeys.retiredAt)))
      .limit(1)
  )[0];

/**
 * Under a lock on the key table (so two instances starting together make one key): the current
 * key of `purpose`, or a new one from `generate` when there is none, or `rotate` is asked.
 */
async function underLock(
  deps: KeyDeps,
  purpose: TKeyPurpose,
  generate: (db: DbOrTx) => Promise<TNewKey>,
  rotate: boolean,
  now: Date,
): Promise<TStoredKey> {
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table signing_keys in share row exclusive mode`);
    const current = await currentRow(tx, purpose);
    if (current && !rotate) return current;
    const key = await generate(tx);
    if (current) await tx.update(signingKeys).set({ retiredAt: now }).where(eq(signingKeys.id, current.id));
    const [inserted] = await tx
      .insert(signingKeys)
      .values({
        purpose,
        kid: key.kid,
        algorithm: key.algorithm,
        privateKey: sealPrivateKey(deps.secret, key.privateKeyPem),
        publicJwk: key.publicJwk,
        certificatePem: key.certificatePem,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return toStoredKey(deps.secret, row);
}

/** The current key of `purpose`, generated (once, under the lock) when there is none yet. */
export async function currentKey(
  deps: KeyDeps,
  purpose: TKeyPurpose,
  generate: (db: DbOrTx) => Promise<TNewKey>,
  now: Date,
): Promise<TStoredKey> {
  const row = await currentRow(deps.db, purpose);
  if (row) return toStoredKey(deps.secret, row);
  return underLock(deps, purpose, generate, false, now);
}

/** A new current key; the old one is retired but kept, so what it signed still verifies by its `kid`. */
export function rotateKey(
  deps: KeyDeps,
  purpose: TKeyPurpose,
  generate: (db: DbOrTx) => Promise<TNewKey>,
  now: Date,
): Promise<TStoredKey> {
  return underLock(deps, purpose, generate, true, now);
}

/** Every key of `purpose`, current and retired, oldest first: their public halves only. */
export async function publicKeys(
  db: DbOrTx,
  purpose: TKeyPurpose,
): Promise<{ kid: string; algorithm: string; publicJwk: Record<string, string>; certificatePem: string | null }[]> {
  return db
    .select({
      kid: signingKeys.kid,
      algorithm: signingKeys.algorithm,
      publicJwk: signingKeys.publicJwk,
      certificatePem: signingKeys.certificatePem,
    })
    .from(signingKeys)
    .where(eq(signingKeys.purpose, purpose))
    .orderBy(asc(signingKeys.id));
}
