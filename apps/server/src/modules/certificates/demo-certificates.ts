import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, certificateRevisions, certificates, companies, users } from '../../db/schema';
import type { FileStorage } from '../../infra/storage';
import { readSettings } from '../settings';
import type { TPdfSigningKey } from '../signing';
import { applicationSubBidangSnapshot, certificateData } from './certificate-data';
import { certificateSignature, renderCertificatePdf } from './pdf';
import { withPdfStore } from './pdf-store';
import { activateCompany, issueCertificate } from './publish-service';
import { certificatePublicUrl } from './urls';

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

/**
 * The demo seed's certificates made in bulk (demo/certificates.ts) carry their data but no stored
 * PDF. Each gets its current revision rendered, signed and stored as publishing would have made it,
 * dated at its issue, so a seeded certificate's PDF link answers (docs/decisions/103). Rendering is
 * the cost (about 20–30 ms each), so at most `limit`, the newest first: all of the default seed's,
 * the newest of a 100,000-application one. One certificate at a time, each file removed again
 * should its row fail. Returns how many were made and how many are still without one.
 */
export async function storeMissingCertificatePdfs(
  db: Db,
  storage: FileStorage,
  opts: { publicUrl: string; limit: number; signingKey?: TPdfSigningKey | null },
): Promise<{ made: number; left: number }> {
  const all = await db
    .select({ cert: certificates })
    .from(certificates)
    .leftJoin(
      certificateRevisions,
      and(
        eq(certificateRevisions.certificateId, certificates.id),
        eq(certificateRevisions.revision, certificates.revision),
      ),
    )
    .where(isNull(certificateRevisions.id))
    .orderBy(desc(certificates.id));
  const missing = all.slice(0, opts.limit);
  for (const { cert } of missing) {
    await withPdfStore(storage, async (store) => {
      const pdf = await renderCertificatePdf(
        {
          number: cert.number,
          revision: cert.revision,
          data: cert.data,
          issuedOn: cert.issuedOn,
          validUntil: cert.validUntil,
          publicUrl: certificatePublicUrl(opts.publicUrl, cert.uuid),
        },
        certificateSignature(opts.signingKey ?? null, cert.number, cert.revision, cert.issuedAt),
      );
      const file = await store(pdf);
      await db.insert(certificateRevisions).values({
        certificateId: cert.id,
        revision: cert.revision,
        data: cert.data,
        reason: null,
        changedFields: [],
        ...file,
        createdBy: cert.publishedBy,
        createdAt: cert.issuedAt,
      });
    });
  }
  return { made: missing.length, left: all.length - missing.length };
}
