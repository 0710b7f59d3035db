import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  normalizeCertificateNumber,
  zUuid,
  type TCertificateVerificationsQuery,
  type TCertificateCurrent,
  type TCertificateStatus,
  type TCertificateVerificationsResponse,
  type TPublicCertificateResponse,
  type TVerificationChannel,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applications, certificateVerifications, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pagedList } from '../../lib/list-query';
import type { Deps, SessionUser } from '../../types';
import { browserFamily } from './browser-family';
import { msg } from '../../lib/server-message';
import {
  toCertificateCurrentDto,
  toCertificateVerificationDto,
  toPublicCertificateDto,
  type CertificateRow,
} from './certificate-dto';
import { isCompanyOfUser } from '../companies';

type LookupDeps = Pick<Deps, 'db' | 'clock' | 'rateLimiter'>;

const notFound = () => new AppError('NOT_FOUND', { message: msg('certificates.not_found') });
const successor = alias(certificates, 'successor');
const successorApplication = alias(applications, 'successor_application');

/** Where the caller came from and with what: the verification log keeps the channel and the browser family only. */
export interface LookupOrigin {
  address: string;
  userAgent: string | undefined;
}

/**
 * The certificate in force now at the end of a superseded certificate's chain of renewals and
 * upgrades (each `replaces_id` points back; the unique index on it makes the chain a line), in one
 * recursive statement on that index.
 */
async function currentOfChain(db: DbOrTx, id: number, now: Date): Promise<TCertificateCurrent | null> {
  const result = (await db.execute(sql`
    with recursive chain as (
      select c.id, c.uuid, c.number, c.status, c.valid_until, 1 as depth from ${certificates} c where c.replaces_id = ${id}
      union all
      select c.id, c.uuid, c.number, c.status, c.valid_until, chain.depth + 1
      from ${certificates} c join chain on c.replaces_id = chain.id where chain.depth < 100
    )
    select uuid, number, status, valid_until::text as valid_until from chain order by depth desc limit 1`)) as unknown as {
    rows: { uuid: string; number: string; status: TCertificateStatus; valid_until: string }[];
  };
  const last = result.rows[0];
  return last ? toCertificateCurrentDto(last, now) : null;
}

/** The public answer of a certificate row: its successor (and whether a renewal or an upgrade), and for a superseded one the current certificate. */
export async function publicLookupOf(db: DbOrTx, row: CertificateRow, now: Date): Promise<TPublicCertificateResponse> {
  const [next] = await db
    .select({ uuid: successor.uuid, number: successor.number, kind: successorApplication.type })
    .from(successor)
    .innerJoin(successorApplication, eq(successorApplication.id, successor.applicationId))
    .where(eq(successor.replacesId, row.id))
    .limit(1);
  return {
    certificate: toPublicCertificateDto(row, next ?? null, now),
    current: row.status === 'superseded' ? await currentOfChain(db, row.id, now) : null,
  };
}

/** One verification-log row per certificate looked up (docs/business-rules.md#verification-log). */
export async function recordLookups(
  deps: Pick<Deps, 'db' | 'clock'>,
  ids: number[],
  channel: TVerificationChannel,
  origin: LookupOrigin,
): Promise<void> {
  if (ids.length === 0) return;
  const at = deps.clock.now();
  const browser = browserFamily(origin.userAgent);
  await deps.db
    .insert(certificateVerifications)
    .values(ids.map((certificateId) => ({ certificateId, at, channel, browser })));
}

async function lookup(
  deps: LookupDeps,
  by: { uuid: string } | { number: string },
  channel: TVerificationChannel,
  origin: LookupOrigin,
): Promise<TPublicCertificateResponse> {
  const [found] = await deps.db
    .select()
    .from(certificates)
    .where('uuid' in by ? eq(certificates.uuid, by.uuid) : eq(certificates.number, by.number))
    .limit(1);
  if (!found) throw notFound();
  await recordLookups(deps, [found.id], channel, origin);
  return publicLookupOf(deps.db, found, deps.clock.now());
}

const asUuid = (s: string): string | null => {
  const parsed = zUuid.safeParse(s.trim());
  return parsed.success ? parsed.data.toLowerCase() : null;
};

/**
 * GET certificates/verify.php?q=: a number (any case, spaces trimmed) or a UUID. Every lookup
 * counts against the caller's address, found or not, so numbers cannot be walked; anything that
 * is neither shape answers the same 404 as an unknown certificate.
 */
export async function verifyCertificate(
  deps: LookupDeps,
  q: string,
  origin: LookupOrigin,
): Promise<TPublicCertificateResponse> {
  await deps.rateLimiter.consume('certificate_lookup_ip', origin.address);
  const number = normalizeCertificateNumber(q);
  if (number) return lookup(deps, { number }, 'number', origin);
  const uuid = asUuid(q);
  if (uuid) return lookup(deps, { uuid }, 'uuid', origin);
  throw notFound();
}

/** GET certificates/public.php?uuid=: the QR page (channel `qr`); a malformed UUID answers 404 like an unknown one. */
export async function publicCertificate(
  deps: LookupDeps,
  rawUuid: string,
  origin: LookupOrigin,
): Promise<TPublicCertificateResponse> {
  await deps.rateLimiter.consume('certificate_lookup_ip', origin.address);
  const uuid = asUuid(rawUuid);
  if (!uuid) throw notFound();
  return lookup(deps, { uuid }, 'qr', origin);
}

/**
 * GET certificates/verifications.php (docs/business-rules.md#verification-log): the owner's
 * certificate's lookups, newest first, with the latest time. Another company's certificate, or
 * an unknown one, answers 404.
 */
export async function listVerifications(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: TCertificateVerificationsQuery,
): Promise<TCertificateVerificationsResponse> {
  const [own] = await deps.db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(and(eq(certificates.uuid, q.uuid), isCompanyOfUser(user.id)))
    .limit(1);
  if (!own) throw notFound();
  const of = eq(certificateVerifications.certificateId, own.id);
  const [list, [last]] = await Promise.all([
    pagedList(
      q,
      (limit, offset) =>
        deps.db
          .select({
            at: certificateVerifications.at,
            channel: certificateVerifications.channel,
            browser: certificateVerifications.browser,
          })
          .from(certificateVerifications)
          .where(of)
          .orderBy(desc(certificateVerifications.at), desc(certificateVerifications.id))
          .limit(limit)
          .offset(offset),
      () => deps.db.select({ n: count() }).from(certificateVerifications).where(of),
    ),
    deps.db
      .select({ at: max(certificateVerifications.at) })
      .from(certificateVerifications)
      .where(of),
  ]);
  return {
    ...list,
    items: list.items.map(toCertificateVerificationDto),
    last_verified_at: last?.at ? new Date(last.at).toISOString() : null,
  };
}
