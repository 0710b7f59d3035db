import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  VERIFY_BATCH_NUMBERS_PER_LOOKUP,
  normalizeCertificateNumber,
  wibDate,
  zUuid,
  type TRegisterSearchQuery,
  type TRegisterSearchResponse,
  type TVerifyBatchResponse,
  type TVerifyFileResponse,
} from '@portal/contract';
import { checkPdfSignature } from '../../infra/pdf/pdf-signature';
import { certificateRevisions, certificates } from '../../db/schema';
import { likePattern, pagedList } from '../../lib/list-query';
import type { UploadedFile } from '../../lib/upload';
import type { Deps } from '../../types';
import { knownPdfCertificates } from '../signing';
import { publicStatus, toPublicCertificateDto, type CertificateRow } from './certificate-dto';
import { recordLookups, type LookupOrigin } from './public-service';

type CheckDeps = Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'storage' | 'secret' | 'config'>;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * POST certificates/verify-file.php (docs/business-rules.md#verifying-certificates): a PDF is
 * genuine when its bytes are exactly those of a revision the portal issued (found by SHA-256) and
 * the signature in it holds over the whole file with one of the portal's signing certificates. An
 * older revision is genuine too, and says so. Anything else says why: the portal's signature with
 * other bytes (altered: one byte changed, re-saved, something appended), no signature of the
 * portal (unknown), or an issued revision from before PDFs were signed (unsigned).
 */
export async function verifyFile(
  deps: CheckDeps,
  file: UploadedFile,
  origin: LookupOrigin,
): Promise<TVerifyFileResponse> {
  await deps.rateLimiter.consume('certificate_lookup_ip', origin.address);
  const bytes = await readAll(await deps.storage.openTemp(file.temp));
  const check = checkPdfSignature(bytes);
  const ours = await knownPdfCertificates(deps);
  const isOurs = (der: Buffer | null) => der !== null && ours.some((o) => o.equals(der));
  const [issued] = await deps.db
    .select({ revision: certificateRevisions.revision, cert: certificates })
    .from(certificateRevisions)
    .innerJoin(certificates, eq(certificates.id, certificateRevisions.certificateId))
    .where(eq(certificateRevisions.sha256, file.temp.sha256))
    .orderBy(desc(certificateRevisions.id))
    .limit(1);
  if (!issued) {
    const carriesOurSignature = check.certificates.some(isOurs);
    return { genuine: false, reason: carriesOurSignature ? 'altered' : 'unknown' };
  }
  await recordLookups(deps, [issued.cert.id], 'file', origin);
  const certificate = {
    certificate_uuid: issued.cert.uuid,
    number: issued.cert.number,
    status: publicStatus(issued.cert, deps.clock.now()),
    revision: issued.revision,
    current_revision: issued.cert.revision,
  };
  if (!check.signed) return { genuine: false, certificate, reason: 'unsigned' };
  if (!(check.valid && check.coversWholeFile && isOurs(check.signerCertificate)))
    return { genuine: false, certificate, reason: 'altered' };
  return issued.revision < issued.cert.revision
    ? { genuine: true, certificate, reason: 'older_revision' }
    : { genuine: true, certificate };
}

const asUuid = (s: string): string | null => {
  const parsed = zUuid.safeParse(s.trim());
  return parsed.success ? parsed.data.toLowerCase() : null;
};

/**
 * POST certificates/verify-batch.php: each line read as a number (any case, spaces and dashes as
 * typed) or a UUID, answered in the order given, in one query. The batch counts one lookup per
 * VERIFY_BATCH_NUMBERS_PER_LOOKUP numbers started, before anything is read.
 */
export async function verifyBatch(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  lines: string[],
  origin: LookupOrigin,
): Promise<TVerifyBatchResponse> {
  await deps.rateLimiter.consume(
    'certificate_lookup_ip',
    origin.address,
    Math.ceil(lines.length / VERIFY_BATCH_NUMBERS_PER_LOOKUP),
  );
  const keys = lines.map((line) => {
    const compact = line.replace(/\s+/g, '').replace(/[‐-―−]/g, '-');
    const number = normalizeCertificateNumber(compact) ?? normalizeCertificateNumber(lenientNumber(compact));
    return number ? { number } : { uuid: asUuid(compact) };
  });
  const numbers = keys.flatMap((k) => ('number' in k && k.number ? [k.number] : []));
  const uuids = keys.flatMap((k) => ('uuid' in k && k.uuid ? [k.uuid] : []));
  const rows: CertificateRow[] =
    numbers.length + uuids.length === 0
      ? []
      : await deps.db
          .select()
          .from(certificates)
          .where(
            or(
              numbers.length ? inArray(certificates.number, numbers) : undefined,
              uuids.length ? inArray(certificates.uuid, uuids) : undefined,
            ),
          );
  const byKey = new Map<string, CertificateRow>();
  for (const r of rows) {
    byKey.set(r.number, r);
    byKey.set(r.uuid, r);
  }
  const now = deps.clock.now();
  const found = keys.map((k) => byKey.get(('number' in k ? k.number : k.uuid) ?? '') ?? null);
  await recordLookups(deps, [...new Set(found.flatMap((r) => (r ? [r.id] : [])))], 'batch', origin);
  return {
    results: lines.map((query, i) => {
      const r = found[i];
      if (!r)
        return {
          query,
          found: false,
          number: null,
          company_name: null,
          qualification: null,
          sub_bidang: [],
          status: null,
          valid_until: null,
        };
      return {
        query,
        found: true,
        number: r.number,
        company_name: r.data.company_name,
        qualification: r.data.qualification,
        sub_bidang: r.data.sub_bidang.map((s) => ({ code: s.code, name: s.name, kbli: s.kbli_code })),
        status: publicStatus(r, now),
        valid_until: r.validUntil,
      };
    }),
  };
}

/** `SBU2026000123` or `sbu 2026 000123` as typed in a spreadsheet: the dashes put back. */
function lenientNumber(s: string): string {
  const m = /^SBU-?(\d{4})-?(\d{6,})$/i.exec(s);
  return m ? `SBU-${m[1]}-${m[2]}` : s;
}

/**
 * GET certificates/search.php?company= (the public register): active certificates, still within
 * their validity, whose company name (as printed) contains the term, by name then number; on the
 * partial trigram index of migration 0040. The answer is the public allow-list, nothing more.
 */
export async function searchRegister(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  q: TRegisterSearchQuery,
  origin: LookupOrigin,
): Promise<TRegisterSearchResponse> {
  await deps.rateLimiter.consume('certificate_lookup_ip', origin.address);
  const now = deps.clock.now();
  const name = sql<string>`(${certificates.data} ->> 'company_name')`;
  const where = and(
    eq(certificates.status, 'active'),
    gte(certificates.validUntil, wibDate(now)),
    ilike(name, likePattern(q.company)),
  );
  const list = await pagedList(
    q,
    (limit, offset) =>
      deps.db
        .select()
        .from(certificates)
        .where(where)
        .orderBy(asc(name), asc(certificates.number))
        .limit(limit)
        .offset(offset),
    () => deps.db.select({ n: count() }).from(certificates).where(where),
  );
  // Active certificates have no successor.
  return { ...list, items: list.items.map((r) => toPublicCertificateDto(r, null, now)) };
}
