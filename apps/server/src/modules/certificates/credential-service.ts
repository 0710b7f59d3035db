import { and, eq } from 'drizzle-orm';
import {
  PDF_TEXTS,
  QUALIFICATION_LABELS,
  textsIn,
  type TCertificateCredentialResponse,
  type TOpenBadgeCredential,
  type TVerifyCredentialResponse,
} from '@portal/contract';
import { certificateRetiredStatusEntries, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/server-message';
import type { Deps, SessionUser } from '../../types';
import { signVcJwt, verifyVcJwt } from '../signing';
import type { CertificateRow } from './certificate-dto';
import { publicLookupOf, recordLookups, type LookupOrigin } from './public-service';
import { certificatePublicUrl, statusListUrl } from './urls';

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (W3C Verifiable Credentials 2.0),
 * secured as a VC-JWT (docs/decisions/102): the company and the SBU (number, qualification,
 * sub-bidang with KBLI codes) from the current revision's data, valid from the first WIB moment of
 * the issue day to the last of the last valid day, with its entry in the revocation status list.
 */
export const OB3_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** A WIB calendar day's first and last instant, as VC date-time stamps with the +07:00 offset. */
/** The credential's words: Indonesian, as the certificate PDF (docs/decisions/097). */
const text = textsIn(PDF_TEXTS, 'id');

const wibStart = (day: string) => `${day}T00:00:00+07:00`;
const wibEnd = (day: string) => `${day}T23:59:59+07:00`;

export function toOpenBadgeCredential(cert: CertificateRow, publicUrl: string): TOpenBadgeCredential {
  const page = certificatePublicUrl(publicUrl, cert.uuid);
  const list = statusListUrl(publicUrl);
  const { data } = cert;
  const qualification = QUALIFICATION_LABELS[data.qualification].id;
  return {
    '@context': [...OB3_CONTEXTS],
    id: page,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: text('credential.name', { number: cert.number }),
    issuer: { id: publicUrl, type: ['Profile'], name: data.body_name, url: publicUrl },
    validFrom: wibStart(cert.issuedOn),
    validUntil: wibEnd(cert.validUntil),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: data.company_name, identityType: 'name', hashed: false }],
      licenseNumber: cert.number,
      achievement: {
        id: `${page}#achievement`,
        type: ['Achievement'],
        achievementType: 'License',
        name: text('credential.achievement_name', { qualification }),
        description: text('credential.description', {
          company: data.company_name,
          number: cert.number,
          qualification,
          count: data.sub_bidang.length,
          list: data.sub_bidang
            .map((s) => text('credential.sub_bidang', { code: s.code, name: s.name, kbli: s.kbli_code }))
            .join('; '),
        }),
        criteria: {
          narrative: text('credential.criteria', { body: data.body_name, url: page }),
        },
        humanCode: cert.number,
        tag: [`kualifikasi:${data.qualification}`, ...data.sub_bidang.map((s) => `KBLI ${s.kbli_code}`)],
        alignment: data.sub_bidang.map((s) => ({
          type: ['Alignment'],
          targetName: s.name,
          targetCode: s.code,
          targetDescription: `KBLI ${s.kbli_code} ${s.kbli_title}`.trim(),
          targetFramework: text('credential.framework', { bidang: s.bidang_name }),
          targetUrl: page,
        })),
      },
    },
    credentialStatus: {
      id: `${list}#${cert.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(cert.statusListIndex),
      statusListCredential: list,
    },
  };
}

/** The VC-JWT's claims: the credential itself (W3C VC-JOSE-COSE), with the registered claims that repeat it. */
async function secured(deps: Pick<Deps, 'db' | 'secret' | 'clock'>, credential: TOpenBadgeCredential): Promise<string> {
  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  return signVcJwt(deps, {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    iat: Math.floor(deps.clock.now().getTime() / 1000),
    nbf: seconds(credential.validFrom),
    exp: seconds(credential.validUntil),
  });
}

/** GET certificates/credential.php?uuid= (owner): another company's certificate, or an unknown one, is 404. */
export async function certificateCredential(
  deps: Pick<Deps, 'db' | 'secret' | 'clock' | 'config'>,
  user: SessionUser,
  uuid: string,
): Promise<TCertificateCredentialResponse> {
  const [row] = await deps.db
    .select({ cert: certificates })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(and(eq(certificates.uuid, uuid), eq(companies.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: msg('certificates.not_found') });
  const credential = toOpenBadgeCredential(row.cert, deps.config.publicUrl);
  return { jwt: await secured(deps, credential), credential };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * POST certificates/verify-credential.php (public): the signature against every key of the JWKS;
 * then the certificate it names (number and status-list index must both match) with its status
 * now, its status-list bit included.
 */
export async function verifyCredential(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  jwt: string,
  origin: LookupOrigin,
): Promise<TVerifyCredentialResponse> {
  await deps.rateLimiter.consume('certificate_lookup_ip', origin.address);
  const verified = await verifyVcJwt(deps.db, jwt.replace(/\s+/g, ''));
  const payload = verified?.payload;
  const subject = isRecord(payload) && isRecord(payload.credentialSubject) ? payload.credentialSubject : null;
  const status = isRecord(payload) && isRecord(payload.credentialStatus) ? payload.credentialStatus : null;
  if (!verified || typeof subject?.licenseNumber !== 'string')
    return { valid_signature: !!verified, status: 'unknown' };
  const [cert] = await deps.db
    .select()
    .from(certificates)
    .where(eq(certificates.number, subject.licenseNumber))
    .limit(1);
  if (!cert) return { valid_signature: true, status: 'unknown' };
  if (String(cert.statusListIndex) !== status?.statusListIndex) {
    // A credential from before a reinstatement (docs/decisions/106): its entry is retired, its bit set.
    const index = Number(status?.statusListIndex);
    const [retired] = Number.isInteger(index)
      ? await deps.db
          .select({ i: certificateRetiredStatusEntries.statusListIndex })
          .from(certificateRetiredStatusEntries)
          .where(
            and(
              eq(certificateRetiredStatusEntries.statusListIndex, index),
              eq(certificateRetiredStatusEntries.certificateId, cert.id),
            ),
          )
          .limit(1)
      : [];
    if (!retired) return { valid_signature: true, status: 'unknown' };
    const found = await publicLookupOf(deps.db, cert, deps.clock.now());
    await recordLookups(deps, [cert.id], 'credential', origin);
    return { valid_signature: true, status: 'revoked', certificate: found.certificate };
  }
  const found = await publicLookupOf(deps.db, cert, deps.clock.now());
  await recordLookups(deps, [cert.id], 'credential', origin);
  // A set bit is final: revoked, or superseded by a renewal or upgrade (the stored status says which).
  const answer = found.certificate.status;
  return {
    valid_signature: true,
    status: cert.statusListSetAt && answer !== 'superseded' && answer !== 'revoked' ? 'revoked' : answer,
    certificate: found.certificate,
  };
}
