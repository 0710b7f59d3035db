import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successorValidUntil } from '@portal/contract';
import { certificates } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { noticeToCompany } from '../applications';
import { certificateDraft, publishCertificate } from './publish-service';

/**
 * No paid day is lost (docs/business-rules.md#certificate-renewal): a renewal published while the
 * old certificate is valid runs to its last day plus the validity; after expiry, in the grace
 * window, from the publishing day; an upgrade of a valid certificate keeps its last day. The draft
 * the admin sees before publishing says the same.
 */
/** 10:00 WIB on the given date. */
const wibMorning = (date: string) => new Date(`${date}T03:00:00Z`);
let clock = wibMorning('2026-06-01');
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

/** Through the services (the clock moves years; sessions would not last): the draft, then the publication. */
async function publish(over: Parameters<typeof approvedApplication>[2] = {}) {
  const codeReg = await approvedApplication(ctx, company, over);
  const draft = await certificateDraft(ctx.app.deps, admin.user as never, codeReg);
  const { certificate_uuid: uuid, valid_until: validUntil } = await publishCertificate(
    ctx.app.deps,
    admin.user as never,
    { code_reg: codeReg, ...SIGNATORY },
    noticeToCompany,
  );
  expect(draft.valid_until).toBe(validUntil);
  const [row] = await ctx.app.deps.db.select().from(certificates).where(eq(certificates.uuid, uuid));
  return row!;
}

describe('the last valid day of a renewal or upgrade', () => {
  it('a renewal published before expiry runs to the old last day plus the validity', async () => {
    clock = wibMorning('2026-06-01');
    const old = await publish();
    expect(old.validUntil).toBe('2029-05-31');
    clock = wibMorning('2029-04-01'); // 60 days before the old last day
    const renewed = await publish({ type: 'renewal', certificateId: old.id });
    expect(renewed.issuedOn).toBe('2029-04-01');
    expect(renewed.validUntil).toBe('2032-05-31');
  });

  it('on the old last day itself, still the old last day plus the validity', async () => {
    clock = wibMorning('2026-06-02');
    const old = await publish();
    clock = wibMorning(old.validUntil);
    expect((await publish({ type: 'renewal', certificateId: old.id })).validUntil).toBe('2032-06-01');
  });

  it('a renewal published after expiry, in the grace window, runs from the publishing day', async () => {
    clock = wibMorning('2026-06-03');
    const old = await publish();
    clock = wibMorning('2029-07-15'); // 43 days after the old last day (2029-06-02)
    const renewed = await publish({ type: 'renewal', certificateId: old.id });
    expect(renewed.validUntil).toBe('2032-07-14');
  });

  it('an upgrade of a valid certificate keeps its last day', async () => {
    clock = wibMorning('2026-06-04');
    const old = await publish();
    clock = wibMorning('2027-01-20');
    const upgraded = await publish({ type: 'upgrade', certificateId: old.id, qualification: 'besar' });
    expect(upgraded.issuedOn).toBe('2027-01-20');
    expect(upgraded.validUntil).toBe(old.validUntil);
  });

  it.each([
    ['new', null, '2026-01-01', '2028-12-31'],
    ['renewal', '2026-03-01', '2026-01-01', '2029-03-01'],
    ['renewal', '2026-03-01', '2026-03-02', '2029-03-01'],
    ['upgrade', '2026-03-01', '2026-01-01', '2026-03-01'],
    ['upgrade', '2026-03-01', '2026-03-05', '2029-03-04'],
  ] as const)('successorValidUntil(%s, %s, issued %s) = %s', (type, old, issued, expected) => {
    expect(successorValidUntil(type, old, issued, 3)).toBe(expected);
  });
});
