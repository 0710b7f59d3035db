import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { documents } from '../../db/schema';
import type { Actor } from '../../../test/actors';
import { applicationRow } from '../../../test/certificate-kit';
import { completeDraft, draftBody, setStatus, uploadSupporting, verifiedCompany } from '../../../test/application-kit';
import { insertCertificate } from '../../../test/fixtures/workflow';
import { createTestContext, type TestContext } from '../../../test/helpers';

/**
 * A renewal or upgrade starts with the Neraca its certificate was issued on (issue 23, defect 7;
 * docs/decisions/104): a copy under a new key, so the new draft's changes never touch the original.
 */
let ctx: TestContext;
let alice: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const currentDocs = (applicationId: number) =>
  ctx.app.deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.isCurrent, 1)));

async function certifiedWithDocuments() {
  const codeReg = await completeDraft(ctx, alice);
  await setStatus(ctx, codeReg, 'completed');
  const base = await applicationRow(ctx, codeReg);
  const certificate = await insertCertificate(ctx.app.deps.db, base, {});
  return { base, certificate };
}
const detail = async (codeReg: string) =>
  (await alice.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).json().data.application;

describe('carried-over supporting documents', () => {
  it('an upgrade draft starts with the certificate application’s Neraca, copied under a new key', async () => {
    const { base, certificate } = await certifiedWithDocuments();
    const res = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ applicationType: 'upgrade', certificateUuid: certificate.uuid, companyQualification: 'menengah' }),
    );
    expect(res.statusCode).toBe(201);
    const app = res.json().data.application;
    expect(app.documents.map((d: { document_type: string }) => d.document_type)).toEqual(['neraca_tahun_terakhir']);
    expect(app.missing_documents).toEqual(['surat_permohonan_subbidang']);

    const [original] = (await currentDocs(base.id)).filter((d) => d.documentType === 'neraca_tahun_terakhir');
    const upgrade = await applicationRow(ctx, app.code_reg);
    const [copy] = await currentDocs(upgrade.id);
    expect(copy).toMatchObject({
      sha256: original.sha256,
      fileSize: original.fileSize,
      originalName: original.originalName,
      userId: alice.user.id,
      status: 'uploaded',
    });
    expect(copy.storageKey).not.toBe(original.storageKey);
    expect(copy.uuid).not.toBe(original.uuid);

    // Replacing it in the new draft leaves the original row and its file as they were.
    expect((await uploadSupporting(ctx, alice, app.code_reg, 'neraca_tahun_terakhir')).statusCode).toBe(201);
    const [after] = (await currentDocs(base.id)).filter((d) => d.documentType === 'neraca_tahun_terakhir');
    expect(after).toEqual(original);
    const stream = await ctx.app.deps.storage.openRead(original.storageKey);
    expect(stream).not.toBeNull();
    stream?.destroy();
    expect((await detail(app.code_reg)).documents).toHaveLength(1);
  });

  it('a rejected Neraca is not carried over, and a new application starts with none', async () => {
    const { base, certificate } = await certifiedWithDocuments();
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'rejected' })
      .where(and(eq(documents.applicationId, base.id), eq(documents.documentType, 'neraca_tahun_terakhir')));
    const upgrade = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ applicationType: 'upgrade', certificateUuid: certificate.uuid, companyQualification: 'besar' }),
    );
    expect(upgrade.statusCode).toBe(201);
    expect(upgrade.json().data.application.documents).toEqual([]);
    const fresh = await alice.agent.post(apiPath('applications/create.php'), draftBody());
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.application.documents).toEqual([]);
  });
});
