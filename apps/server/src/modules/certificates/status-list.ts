import { gzipSync } from 'node:zlib';
import { eq, isNotNull, isNull, max, and } from 'drizzle-orm';
import { STATUS_LIST_MIN_ENTRIES } from '@portal/contract';
import type { DbOrTx, DbTx } from '../../db/client';
import { certificateRetiredStatusEntries, certificates } from '../../db/schema';
import type { Deps } from '../../types';
import { signVcJwt } from '../signing';
import { statusListUrl } from './urls';

/**
 * The revocation status list of the credentials (docs/decisions/102): a W3C Bitstring Status
 * List. Each certificate has its index from a sequence (`status_list_index`); its bit is set in the
 * transaction that revokes or supersedes it (`status_list_set_at`) and never cleared: a revocation
 * bit is final, as the standard defines it. The list is built from the set bits on each request.
 */

/** Sets a certificate's bit; call inside the status change's transaction. */
export async function setStatusListBit(tx: DbTx, certificateId: number, now: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ statusListSetAt: now })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.statusListSetAt)));
}

/** The bitstring: bit `i` is the (7 − i mod 8)th bit of byte i / 8 (bit 0 the most significant bit of the first byte). */
export function bitstring(setIndexes: number[], highestIndex: number): Buffer {
  const entries = Math.max(
    STATUS_LIST_MIN_ENTRIES,
    Math.ceil((highestIndex + 1) / STATUS_LIST_MIN_ENTRIES) * STATUS_LIST_MIN_ENTRIES,
  );
  const bits = Buffer.alloc(entries / 8);
  for (const i of setIndexes) bits[i >> 3]! |= 0x80 >> (i & 7);
  return bits;
}

/** GZIP, then multibase base64url without padding (`u` prefix), as the Recommendation writes `encodedList`. */
export const encodeList = (bits: Buffer): string => `u${gzipSync(bits).toString('base64url')}`;

export async function readStatusBits(db: DbOrTx): Promise<Buffer> {
  const [set, retired, [top]] = await Promise.all([
    db.select({ i: certificates.statusListIndex }).from(certificates).where(isNotNull(certificates.statusListSetAt)),
    // Entries a reinstated certificate left behind (docs/decisions/106): set for good. Each is
    // below its certificate's current index, so the highest index stays the certificates'.
    db.select({ i: certificateRetiredStatusEntries.statusListIndex }).from(certificateRetiredStatusEntries),
    db.select({ i: max(certificates.statusListIndex) }).from(certificates),
  ]);
  return bitstring(
    [...set, ...retired].map((r) => r.i),
    top?.i ?? 0,
  );
}

/** The `BitstringStatusListCredential`, signed as a VC-JWT with the credential key. */
export async function statusListCredentialJwt(deps: Pick<Deps, 'db' | 'secret' | 'clock' | 'config'>): Promise<string> {
  const url = statusListUrl(deps.config.publicUrl);
  const now = deps.clock.now();
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: deps.config.publicUrl,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      // Milliseconds a verifier may cache it (the answer's Cache-Control says the same).
      ttl: 60_000,
      encodedList: encodeList(await readStatusBits(deps.db)),
    },
  };
  return signVcJwt(deps, {
    ...credential,
    iss: deps.config.publicUrl,
    jti: url,
    iat: Math.floor(now.getTime() / 1000),
  });
}
