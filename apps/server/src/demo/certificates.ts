import { sql } from 'drizzle-orm';
import {
  CERTIFICATE_VALIDITY_YEARS_DEFAULT,
  certificateSequenceKey,
  certificateValidUntil,
  formatCertificateNumber,
  wibDate,
  type TAdminSettings,
  type TCertificateData,
  type TQualification,
} from '@portal/contract';
import type { DbTx } from '../db/client';
import { sequences } from '../db/schema';
import { bulkInsert, reserveIds, type BulkValue } from './bulk-insert';

/** A completed application of the demo and what its certificate prints. */
export interface CompletedPlan {
  applicationId: number;
  companyId: number;
  completedAt: Date;
  data: TCertificateData;
}

export type TDemoCatalogueEntry = TCertificateData['sub_bidang'][number];

/** What a seeded certificate prints: the company, its sub-bidang from the catalogue, the body and signatory of the settings. */
export const demoCertificateData = (
  company: { name: string; address: string; npwp: string },
  qualification: TQualification,
  codes: string[],
  catalogue: ReadonlyMap<string, TDemoCatalogueEntry>,
  settings: Pick<TAdminSettings, 'body_name' | 'signatory_name' | 'signatory_position'>,
): TCertificateData => ({
  company_name: company.name,
  company_address: company.address,
  npwp: company.npwp,
  qualification,
  sub_bidang: codes.map(
    (code) =>
      catalogue.get(code) ?? {
        code,
        name: code,
        bidang_code: code.slice(0, 2),
        bidang_name: '',
        kbli_code: '',
        kbli_title: '',
      },
  ),
  signatory_name: settings.signatory_name,
  signatory_position: settings.signatory_position,
  body_name: settings.body_name,
});

/**
 * The certificates of the demo's completed applications (docs/decisions/061): one per
 * application, published when it was completed, numbered `SBU-YYYY-NNNNNN` in issue order from
 * each WIB year's sequence (advanced to match, so the next published number follows on), valid
 * for the default number of years, with their `publish` event. Returns how many were made.
 */
export async function seedCertificates(
  tx: DbTx,
  completed: CompletedPlan[],
  adminId: number | null,
  now: Date,
): Promise<number> {
  if (completed.length === 0) return 0;
  const sorted = [...completed].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  const counters = new Map(
    (
      await tx
        .select()
        .from(sequences)
        .where(sql`${sequences.key} like 'SBU-%'`)
    ).map((r) => [r.key, r.value]),
  );
  const ids = await reserveIds(tx, 'certificates', sorted.length);
  const today = wibDate(now);
  const rows: BulkValue[][] = [];
  const events: BulkValue[][] = [];
  sorted.forEach((c, i) => {
    const issuedOn = wibDate(c.completedAt);
    const year = issuedOn.slice(0, 4);
    const key = certificateSequenceKey(year);
    const value = (counters.get(key) ?? 0) + 1;
    counters.set(key, value);
    const validUntil = certificateValidUntil(issuedOn, CERTIFICATE_VALIDITY_YEARS_DEFAULT);
    const status = validUntil < today ? 'expired' : 'active';
    rows.push([
      ids[i]!,
      formatCertificateNumber(year, value),
      c.applicationId,
      c.companyId,
      status,
      c.completedAt,
      c.data,
      c.completedAt,
      issuedOn,
      validUntil,
      adminId,
      c.completedAt,
      c.completedAt,
    ]);
    events.push([ids[i]!, 'publish', null, 'active', adminId, null, c.completedAt]);
  });
  await bulkInsert(tx, 'certificates', CERTIFICATE_COLUMNS, rows);
  await bulkInsert(tx, 'certificate_events', EVENT_COLUMNS, events);
  for (const [key, value] of counters)
    await tx.insert(sequences).values({ key, value }).onConflictDoUpdate({ target: sequences.key, set: { value } });
  return rows.length;
}

const CERTIFICATE_COLUMNS = [
  ['id', 'int'],
  ['number', 'text'],
  ['application_id', 'int'],
  ['company_id', 'int'],
  ['status', 'text'],
  ['status_changed_at', 'timestamptz'],
  ['data', 'jsonb'],
  ['issued_at', 'timestamptz'],
  ['issued_on', 'date'],
  ['valid_until', 'date'],
  ['published_by', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const EVENT_COLUMNS = [
  ['certificate_id', 'int'],
  ['name', 'text'],
  ['from_status', 'text'],
  ['to_status', 'text'],
  ['actor_user_id', 'int'],
  ['note', 'text'],
  ['at', 'timestamptz'],
] as const;
