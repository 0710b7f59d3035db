import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAdminSettings, TCertificateData, TCertificateSubBidang } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applicationSubBidang, bidang, subBidang } from '../../db/schema';
import { SUB_BIDANG_ENTRY, toCertificateSubBidangDto } from '../catalogue';
import type { CompanyRow } from '../companies';

/**
 * What a certificate prints, taken from the live rows at publication and then frozen
 * (docs/business-rules.md#certificate-issue): later edits of the company, the catalogue or the
 * settings change a certificate only through a revision.
 */

/** The company's full address on one line: street, kelurahan, kecamatan, kab/kota, provinsi, postal code. */
export function companyAddressLine(
  c: Pick<CompanyRow, 'address' | 'village' | 'district' | 'regencyCity' | 'province' | 'postalCode'>,
): string {
  const parts = [
    c.address?.trim(),
    c.village?.trim() ? `Kel. ${c.village.trim()}` : null,
    c.district?.trim() ? `Kec. ${c.district.trim()}` : null,
    c.regencyCity?.trim(),
    [c.province?.trim(), c.postalCode?.trim()].filter(Boolean).join(' '),
  ];
  return parts.filter((p): p is string => !!p).join(', ');
}

/** The application's sub-bidang in the order chosen, with their bidang and KBLI (one query). */
export async function applicationSubBidangSnapshot(
  db: DbOrTx,
  applicationId: number,
): Promise<TCertificateSubBidang[]> {
  const rows = await db
    .select(SUB_BIDANG_ENTRY)
    .from(applicationSubBidang)
    .innerJoin(subBidang, eq(subBidang.code, applicationSubBidang.subBidangCode))
    .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
    .where(eq(applicationSubBidang.applicationId, applicationId))
    .orderBy(asc(applicationSubBidang.position));
  return rows.map(toCertificateSubBidangDto);
}

/**
 * `codes` resolved from the catalogue in the order given (a revision's new list). Unknown and
 * deactivated codes come back in `unavailable`: a revision may name active entries only.
 */
export async function catalogueSubBidang(
  db: DbOrTx,
  codes: readonly string[],
): Promise<{ items: TCertificateSubBidang[]; unavailable: string[] }> {
  const unique = [...new Set(codes)];
  const rows = unique.length
    ? (
        await db
          .select(SUB_BIDANG_ENTRY)
          .from(subBidang)
          .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
          .where(and(inArray(subBidang.code, unique), eq(subBidang.isActive, true)))
      ).map(toCertificateSubBidangDto)
    : [];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return { items: unique.flatMap((c) => byCode.get(c) ?? []), unavailable: unique.filter((c) => !byCode.has(c)) };
}

/** The data of a new certificate: the company and the application as they are now, the signatory confirmed by the admin, the body from the settings. */
export function certificateData(input: {
  company: CompanyRow;
  qualification: TCertificateData['qualification'];
  subBidang: TCertificateSubBidang[];
  signatory: { name: string; position: string };
  settings: Pick<TAdminSettings, 'body_name'>;
}): TCertificateData {
  return {
    company_name: input.company.name,
    company_address: companyAddressLine(input.company),
    npwp: input.company.npwp || null,
    qualification: input.qualification,
    sub_bidang: input.subBidang,
    signatory_name: input.signatory.name,
    signatory_position: input.signatory.position,
    body_name: input.settings.body_name,
  };
}
