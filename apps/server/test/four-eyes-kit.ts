import { apiPath, ROLE, type TAdminRole } from '@portal/contract';
import { createActor, type Actor } from './actors';
import { SIGNATORY, approvedApplication, setCertificateSettings } from './certificate-kit';
import type { TestContext } from './helpers';

/**
 * Builders for the four-eyes tests (docs/business-rules.md#four-eyes): administrators with given
 * roles, a published certificate to act on, and the decision call.
 */
export const adminWith = (ctx: TestContext, ...roles: TAdminRole[]) =>
  createActor(ctx, { role: ROLE.ADMIN, adminRoles: roles });

/** An active certificate of `owner`'s company, published by `publisher` through the API. */
export async function publishedCertificate(ctx: TestContext, owner: Actor, publisher: Actor) {
  await setCertificateSettings(ctx);
  const codeReg = await approvedApplication(ctx, owner);
  const res = await publisher.agent.post(apiPath('admin/certificates/publish.php'), {
    code_reg: codeReg,
    ...SIGNATORY,
  });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  const cert = res.json().data.certificate as { certificate_uuid: string; number: string };
  return { uuid: cert.certificate_uuid, number: cert.number, codeReg };
}

export const decide = (admin: Actor, uuid: string, decision: 'approve' | 'reject', reason = 'Sudah diperiksa') =>
  admin.agent.post(apiPath('admin/approvals/decide.php'), { uuid, decision, reason });
