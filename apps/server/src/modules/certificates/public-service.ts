import { and, count, desc, eq, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  normalizeCertificateNumber,
  zUuid,
  type TCertificateVerificationsQuery,
  type TCertificateVerificationsResponse,
  type TPublicCertificate,
  type TVerificationChannel,
} from '@portal/contract';
import { certificateVerifications, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pagedList } from '../../lib/list-query';
import type { Deps, SessionUser } from '../../types';
import { browserFamily } from './browser-family';
import { msg } from '../../lib/server-message';
import { toCertificateVerificationDto, toPublicCertificateDto } from './certificate-dto';
import { isCompanyOfUser } from '../companies';

type LookupDeps = Pick<Deps, 'db' | 'clock' | 'rateLimiter'>;

const notFound = () => new AppError('NOT_FOUND', { message: msg('certificates.not_found') });
const successor = alias(certificates, 'successor');

/** Where the caller came from and with what: the verification log keeps the channel and the browser family only. */
export interface LookupOrigin {
  address: string;
  userAgent: string | undefined;
}

async function lookup(
  deps: LookupDeps,
  by: { uuid: string } | { number: string },
  channel: TVerificationChannel,
  origin: LookupOrigin,
): Promise<TPublicCertificate> {
  const now = deps.clock.now();
  const [found] = await deps.db
    .select({ row: certificates, nextUuid: successor.uuid, nextNumber: successor.number })
    .from(certificates)
    .leftJoin(successor, eq(successor.replacesId, certificates.id))
    .where('uuid' in by ? eq(certificates.uuid, by.uuid) : eq(certificates.number, by.number))
    .limit(1);
  if (!found) throw notFound();
  await deps.db
    .insert(certificateVerifications)
    .values({ certificateId: found.row.id, at: now, channel, browser: browserFamily(origin.userAgent) });
  const next = found.nextUuid && found.nextNumber ? { uuid: found.nextUuid, number: found.nextNumber } : null;
  return toPublicCertificateDto(found.row, next, now);
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
): Promise<TPublicCertificate> {
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
): Promise<TPublicCertificate> {
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
