import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, certificates, companies, users } from '../../db/schema';
import type { FileStorage } from '../../infra/storage';
import { readSettings } from '../settings';
import type { TPdfSigningKey } from '../signing';
import { applicationSubBidangSnapshot, certificateData } from './certificate-data';
import { withPdfStore } from './pdf-store';
import { activateCompany, issueCertificate } from './publish-service';

/**
 * Demo data (`npm run seed`, docs/decisions/061): completed applications that have no certificate
 * get one, issued when they were completed, with a real stored PDF — the newest `limit` of them,
 * those of `preferUserId`'s company first. Rendering is the cost, so only a few are made; the other
 * completed applications of a large seed stay without one. Returns how many were issued.
 */
export async function seedDemoCertificates(
  db: Db,
  storage: FileStorage,
  opts: { publicUrl: string; limit: number; preferUserId?: number | null; signingKey?: TPdfSigningKey | null },
): Promise<number> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return 0;
  const candidates = await db
    .select({ application: applications, company: companies })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(
      and(
        eq(applications.status, 'completed'),
        eq(applications.type, 'new'),
        isNull(applications.deletedAt),
        isNull(certificates.id),
      ),
    )
    .orderBy(desc(eq(companies.userId, opts.preferUserId ?? -1)), desc(applications.statusChangedAt))
    .limit(opts.limit);
  // Numbers in issue order, like publishing one after another would give them.
  candidates.sort((a, b) => a.application.statusChangedAt.getTime() - b.application.statusChangedAt.getTime());
  return withPdfStore(storage, (store) =>
    db.transaction(async (tx) => {
      const settings = await readSettings(tx);
      for (const { application, company } of candidates) {
        const now = application.statusChangedAt;
        const data = certificateData({
          company,
          qualification: application.qualification,
          subBidang: await applicationSubBidangSnapshot(tx, application.id),
          signatory: { name: settings.signatory_name, position: settings.signatory_position },
          settings,
        });
        await issueCertificate(tx, store, {
          application,
          companyId: company.id,
          replacesId: null,
          data,
          validityYears: settings.certificate_validity_years,
          publishedBy: admin.id,
          now,
          publicUrl: opts.publicUrl,
          signingKey: opts.signingKey ?? null,
        });
        await activateCompany(tx, company.id, now);
      }
      return candidates.length;
    }),
  );
}
