import { sql } from 'drizzle-orm';
import { COMPANY_STATUS, ROLE, USER_STATUS, type TErrorCode, type TRegisterInput } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertNewPassword } from '../../lib/password-policy';
import { recordAudit } from '../../lib/audit';
import { selfActor } from '../../lib/audit-actor';
import type { Logger } from '../../lib/logger';
import type { Deps } from '../../types';
import { issueOtp } from './otp';
import { duplicateCodeOf } from '../../lib/unique-violation';

export interface RegisterResult {
  uuid: string;
  email: string;
  otpSent: boolean;
}

/**
 * One 409 per duplicate, reported in this order: e-mail, phone, NPWP, NIB
 * (docs/business-rules.md#duplicates). The four checks are one statement, so they read one snapshot: a sign-up
 * committing between two separate checks could otherwise make a later field win the order.
 */
async function findDuplicate(deps: Pick<Deps, 'db'>, input: TRegisterInput): Promise<TErrorCode | null> {
  const [row] = await deps.db
    .select({
      email: sql<boolean>`exists (select 1 from ${users} where ${users.email} = ${input.email})`,
      phone: sql<boolean>`exists (select 1 from ${users} where ${users.phone} = ${input.phone})`,
      npwp: sql<boolean>`exists (select 1 from ${companies} where ${companies.npwp} = ${input.npwp})`,
      nib: sql<boolean>`exists (select 1 from ${companies} where ${companies.nib} = ${input.nib})`,
    })
    .from(sql`(select 1) as one`);
  if (row.email) return 'EMAIL_TAKEN';
  if (row.phone) return 'PHONE_TAKEN';
  if (row.npwp) return 'NPWP_TAKEN';
  if (row.nib) return 'NIB_TAKEN';
  return null;
}

/**
 * Creates the account (pending e-mail confirmation) and its company in one transaction, then
 * mails the first OTP. A mail failure does not undo the sign-up: the verify page can resend.
 */
export async function registerAccount(
  deps: Deps,
  input: TRegisterInput,
  ip: string,
  log: Logger,
): Promise<RegisterResult> {
  await deps.rateLimiter.consume('register_ip', ip);
  // A common or weak password is a 422 on `password`, like any other invalid field (docs/decisions/098).
  await assertNewPassword(input.password, ROLE.USER);
  const duplicate = await findDuplicate(deps, input);
  if (duplicate) throw new AppError(duplicate);

  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold locks.
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  let user: { id: number; uuid: string; email: string; name: string };
  try {
    user = await deps.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          email: input.email,
          phone: input.phone,
          name: input.name,
          passwordHash,
          role: ROLE.USER,
          status: USER_STATUS.PENDING_VERIFICATION,
          leaderPosition: input.leaderPosition ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, uuid: users.uuid, email: users.email, name: users.name });
      const [company] = await tx
        .insert(companies)
        .values({
          userId: u.id,
          name: input.companyName,
          businessEntityType: input.businessEntityType,
          npwp: input.npwp,
          nib: input.nib,
          status: COMPANY_STATUS.UNVERIFIED,
          address: input.address ?? null,
          province: input.province ?? null,
          regencyCity: input.regencyCity ?? null,
          district: input.district ?? null,
          village: input.village ?? null,
          postalCode: input.postalCode ?? null,
          phone: input.companyPhone ?? null,
          email: input.companyEmail ?? null,
          businessType: input.businessType ?? null,
          investmentValue: input.investmentValue ?? null,
          employeeCount: input.employeeCount ?? null,
          // The person who registers is the company's leader (docs/business-rules.md#company-data): prefilled.
          leaderName: input.leaderName ?? input.name,
          leaderPosition: input.leaderPosition ?? null,
          leaderNik: input.leaderNik ?? null,
          leaderNpwp: input.leaderNpwp ?? null,
          ktaKadinNumber: input.ktaKadinNumber ?? null,
          ktaDate: input.ktaDate ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: companies.id });
      // The account and its company are born together: one audit row each (docs/business-rules.md#audited-actions).
      const actor = selfActor({ id: u.id, email: u.email, role: ROLE.USER });
      await recordAudit(tx, {
        action: 'user.register',
        entityType: 'user',
        entityId: u.uuid,
        companyId: company.id,
        after: { email: u.email, name: u.name, phone: input.phone, status: USER_STATUS.PENDING_VERIFICATION },
        at: now,
        actor,
      });
      await recordAudit(tx, {
        action: 'company.register',
        entityType: 'company',
        entityId: company.id,
        companyId: company.id,
        after: {
          name: input.companyName,
          business_entity_type: input.businessEntityType,
          npwp: input.npwp,
          nib: input.nib,
          status: COMPANY_STATUS.UNVERIFIED,
        },
        at: now,
        actor,
      });
      return u;
    });
  } catch (err) {
    const code = duplicateCodeOf(err);
    if (code) throw new AppError(code);
    throw err;
  }

  let otpSent = true;
  try {
    await issueOtp(deps, user);
  } catch (err) {
    otpSent = false;
    log.error({ err, userId: user.id }, 'OTP mail after registration failed');
  }
  return { uuid: user.uuid, email: user.email, otpSent };
}
