import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDate } from '@portal/contract';
import { applications, certificateRevisions, certificates, companies } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { seedDemoCertificates } from '.';

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
});
