import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { CompactSign, calculateJwkThumbprint, compactVerify, decodeProtectedHeader, type JWK } from 'jose';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../types';
import { currentKey, publicKeys, rotateKey, type TNewKey, type TStoredKey } from './key-store';

/**
 * The key that signs the verifiable credentials and the status list (docs/decisions/102): Ed25519
 * (`EdDSA`), made once and kept in the database like the PDF key, its public half served in
 * `/.well-known/jwks.json` under its `kid` (the RFC 7638 thumbprint). A rotation retires the old
 * key but keeps it in the JWKS, so every credential it signed still verifies.
 */
type KeyDeps = Pick<Deps, 'db' | 'secret' | 'clock'>;

export const CREDENTIAL_ALG = 'EdDSA';
/** How long an instance keeps its current key before asking the database again (another instance may rotate). */
const CACHE_MS = 60_000;
/** The media type of a VC secured as a JWT (W3C VC-JOSE-COSE). */
export const VC_JWT_TYPE = 'vc+jwt';

async function generateCredentialKey(): Promise<TNewKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const publicJwk = { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x! };
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    algorithm: CREDENTIAL_ALG,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicJwk,
    certificatePem: null,
  };
}

const cache = new WeakMap<Db, { key: Promise<TStoredKey>; until: number }>();

async function credentialKey(deps: KeyDeps): Promise<TStoredKey> {
  const hit = cache.get(deps.db);
  if (hit && hit.until > Date.now()) return hit.key;
  const key = currentKey(deps, 'credential', generateCredentialKey, deps.clock.now());
  cache.set(deps.db, { key, until: Date.now() + CACHE_MS });
  key.catch(() => cache.delete(deps.db));
  return key;
}

/** Signs a JSON payload as a compact JWS with the current credential key (`typ` vc+jwt). */
export async function signVcJwt(deps: KeyDeps, payload: object): Promise<string> {
  const key = await credentialKey(deps);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: CREDENTIAL_ALG, kid: key.kid, typ: VC_JWT_TYPE, cty: 'vc' })
    .sign(key.privateKey);
}

/** The JWKS: every credential key, current and retired. */
export async function credentialJwks(db: DbOrTx): Promise<{ keys: JWK[] }> {
  const keys = await publicKeys(db, 'credential');
  return { keys: keys.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: k.algorithm, use: 'sig' })) };
}

/**
 * Checks a compact JWS against the portal's credential keys (by its `kid`). The payload when the
 * signature holds; null for anything else (not a JWS, unknown `kid`, wrong algorithm, altered).
 */
export async function verifyVcJwt(db: DbOrTx, jwt: string): Promise<{ payload: unknown; kid: string } | null> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== CREDENTIAL_ALG || typeof header.kid !== 'string') return null;
    kid = header.kid;
  } catch {
    return null;
  }
  const found = (await publicKeys(db, 'credential')).find((k) => k.kid === kid);
  if (!found) return null;
  try {
    const { payload } = await compactVerify(jwt, createPublicKey({ key: found.publicJwk, format: 'jwk' }), {
      algorithms: [CREDENTIAL_ALG],
    });
    return { payload: JSON.parse(new TextDecoder().decode(payload)) as unknown, kid };
  } catch {
    return null;
  }
}

/** A new current credential key; the old `kid` stays in the JWKS. */
export async function rotateCredentialKey(deps: KeyDeps): Promise<string> {
  const key = rotateKey(deps, 'credential', generateCredentialKey, deps.clock.now());
  cache.set(deps.db, { key, until: Date.now() + CACHE_MS });
  return (await key).kid;
}
