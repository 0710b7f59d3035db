import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDate } from '@portal/contract';
import { applications, certificateRevisions, certificates, companies } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { seedDemoCertificates, storeMissingCertificatePdfs } from '.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await adminActor(ctx);
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

describe('seedDemoCertificates', () => {
  it("issues certificates for completed applications without one, the preferred company's first, dated at completion, with stored PDFs", async () => {
    const db = ctx.app.deps.db;
    const other = await verifiedCompany(ctx);
    const demo = await verifiedCompany(ctx);
    const otherApp = await approvedApplication(ctx, other, { status: 'completed' });
    const demoApp = await approvedApplication(ctx, demo, { status: 'completed' });
    const completedAt = new Date('2025-06-30T20:00:00Z'); // 1 July in WIB
    await db.update(applications).set({ statusChangedAt: completedAt }).where(eq(applications.codeReg, demoApp));

    const opts = { publicUrl: 'http://localhost:8080', limit: 1, preferUserId: demo.user.id };
    expect(await seedDemoCertificates(db, ctx.app.deps.storage, opts)).toBe(1);
    const [cert] = await db.select().from(certificates).where(eq(certificates.companyId, demo.company!.id));
    expect(cert).toMatchObject({
      status: 'active',
      issuedOn: wibDate(completedAt),
      validUntil: '2028-06-30',
      number: 'SBU-2025-000001',
    });
    const [rev] = await db.select().from(certificateRevisions).where(eq(certificateRevisions.certificateId, cert.id));
    expect(rev.sizeBytes).toBeGreaterThan(0);
    expect((await db.select().from(companies).where(eq(companies.id, demo.company!.id)))[0].status).toBe('active');

    // Again: the remaining one, never a second for the same application.
    expect(await seedDemoCertificates(db, ctx.app.deps.storage, { ...opts, limit: 5 })).toBe(1);
    expect(await seedDemoCertificates(db, ctx.app.deps.storage, { ...opts, limit: 5 })).toBe(0);
    const [app] = await db.select().from(applications).where(eq(applications.codeReg, otherApp));
    expect(await db.select().from(certificates).where(eq(certificates.applicationId, app.id))).toHaveLength(1);
  });

  it('stores the signed PDF of each certificate that has none (the bulk-made demo ones), the newest first, once', async () => {
    const db = ctx.app.deps.db;
    const company = await verifiedCompany(ctx);
    await approvedApplication(ctx, company, { status: 'completed' });
    const opts = { publicUrl: 'http://localhost:8080', limit: 5, preferUserId: company.user.id };
    expect(await seedDemoCertificates(db, ctx.app.deps.storage, opts)).toBeGreaterThan(0);
    const all = await db.select().from(certificates).orderBy(desc(certificates.id));
    expect(all.length).toBeGreaterThan(1);
    // As the demo plan makes them in bulk: the certificates' rows and data, no revision row, no file.
    await db.delete(certificateRevisions);

    const newest = all[0];
    expect(
      await storeMissingCertificatePdfs(db, ctx.app.deps.storage, { publicUrl: opts.publicUrl, limit: 1 }),
    ).toEqual({
      made: 1,
      left: all.length - 1,
    });
    const [rev] = await db.select().from(certificateRevisions);
    expect(rev).toMatchObject({
      certificateId: newest.id,
      revision: newest.revision,
      createdAt: newest.issuedAt,
      createdBy: newest.publishedBy,
    });
    const stream = await ctx.app.deps.storage.openRead(rev.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer));
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(rev.sha256);

    // The rest, then nothing: a certificate never gets a second file.
    expect(
      await storeMissingCertificatePdfs(db, ctx.app.deps.storage, { publicUrl: opts.publicUrl, limit: 50 }),
    ).toEqual({
      made: all.length - 1,
      left: 0,
    });
    expect(await db.select().from(certificateRevisions)).toHaveLength(all.length);
    expect(
      await storeMissingCertificatePdfs(db, ctx.app.deps.storage, { publicUrl: opts.publicUrl, limit: 50 }),
    ).toEqual({
      made: 0,
      left: 0,
    });
  });
});
