import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_STATUS, ROLE, USER_STATUS, type TErrorCode, type TRegisterInput } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';
import { issueOtp } from './otp';
import { duplicateCodeOf } from './unique-violation';

export interface RegisterResult {
  uuid: string;
  email: string;
  otpSent: boolean;
}

/** One 409 per duplicate, checked in this order: e-mail, phone, NPWP, NIB (DOMAIN.md "Registration"). */
async function findDuplicate(deps: Pick<Deps, 'db'>, input: TRegisterInput): Promise<TErrorCode | null> {
  const { db } = deps;
  const byEmail = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (byEmail.length) return 'EMAIL_TAKEN';
  const byPhone = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
  if (byPhone.length) return 'PHONE_TAKEN';
  const byNpwp = await db.select({ id: companies.id }).from(companies).where(eq(companies.npwp, input.npwp)).limit(1);
  if (byNpwp.length) return 'NPWP_TAKEN';
  const byNib = await db.select({ id: companies.id }).from(companies).where(eq(companies.nib, input.nib)).limit(1);
  if (byNib.length) return 'NIB_TAKEN';
  return null;
}

/**
 * Creates the account (pending e-mail confirmation) and its company in one transaction, then
 * mails the first OTP. A mail failure does not undo the sign-up: the verify page can resend.
 */
export async function registerAccount(deps: Deps, input: TRegisterInput, ip: string, log: FastifyBaseLogger): Promise<RegisterResult> {
  await deps.rateLimiter.consume('register_ip', ip);
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
      await tx.insert(companies).values({
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
        leaderName: input.leaderName ?? null,
        leaderPosition: input.leaderPosition ?? null,
        leaderNik: input.leaderNik ?? null,
        leaderNpwp: input.leaderNpwp ?? null,
        ktaKadinNumber: input.ktaKadinNumber ?? null,
        ktaDate: input.ktaDate ?? null,
        createdAt: now,
        updatedAt: now,
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
