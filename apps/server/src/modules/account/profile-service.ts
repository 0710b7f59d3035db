import { and, eq, ne } from 'drizzle-orm';
import { COMPANY_STATUS, V_ONBOARDING, type TFieldErrors, type TUpdateProfileResponse } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps, SessionUser } from '../../types';
import { duplicateCodeOf } from '../../lib/unique-violation';
import { isCompanyApproved, isCompanyOfUser, isCompanyStaff, toCompanyDto } from '../companies';
import { toUserDto } from '../users';
import { msg } from '../../lib/server-message';

export interface ProfileInput {
  name: string;
  leader_position?: string;
  leader_nik?: string;
  leader_npwp?: string;
  phone: string;
}

const leaderFields = (c: typeof companies.$inferSelect) => ({
  leader_name: c.leaderName,
  leader_position: c.leaderPosition,
  leader_nik: c.leaderNik,
  leader_npwp: c.leaderNpwp,
});

/**
 * POST users/update-profile.php (Profil Pimpinan). The account holder is the company's leader
 * (docs/business-rules.md#company-data): name and position are written to the user and to the company's
 * leader_name / leader_position in one transaction; NIK and NPWP live on the company and are
 * identity fields, locked once verified or while in review. The e-mail is never changed here.
 * A staff member (docs/business-rules.md#company-staff) changes their own name and phone only: a
 * leader field is the owner's (403 `OWNER_ONLY`), and the company is not touched.
 * Audited as `user.update` and `company.update`, each with the fields that changed.
 */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'clock'>,
  sessionUser: SessionUser,
  input: ProfileInput,
): Promise<TUpdateProfileResponse> {
  const isStaff = isCompanyStaff(sessionUser);
  if (
    isStaff &&
    (input.leader_position !== undefined || input.leader_nik !== undefined || input.leader_npwp !== undefined)
  )
    throw new AppError('OWNER_ONLY');
  try {
    return await deps.db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(isCompanyOfUser(sessionUser.id)).for('update').limit(1);
      if (!isStaff && company && (isCompanyApproved(company) || company.status === COMPANY_STATUS.IN_REVIEW)) {
        const errors: TFieldErrors = {};
        if (input.leader_nik !== undefined && input.leader_nik !== company.leaderNik)
          errors.leader_nik = [V_ONBOARDING.readOnly];
        if (input.leader_npwp !== undefined && input.leader_npwp !== company.leaderNpwp)
          errors.leader_npwp = [V_ONBOARDING.readOnly];
        if (Object.keys(errors).length)
          throw new AppError('VALIDATION_FAILED', {
            message: msg('account.leader_ids_locked'),
            errors,
          });
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, input.phone), ne(users.id, sessionUser.id)))
        .limit(1);
      if (taken) throw new AppError('PHONE_TAKEN');

      const now = deps.clock.now();
      const [old] = await tx
        .select({ name: users.name, phone: users.phone, leaderPosition: users.leaderPosition })
        .from(users)
        .where(eq(users.id, sessionUser.id))
        .limit(1);
      const [user] = await tx
        .update(users)
        .set({
          name: input.name,
          phone: input.phone,
          ...(input.leader_position !== undefined ? { leaderPosition: input.leader_position } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, sessionUser.id))
        .returning();
      if (!user) throw new AppError('UNAUTHENTICATED');
      const userDiff = changedFields(old && { name: old.name, phone: old.phone, leader_position: old.leaderPosition }, {
        name: user.name,
        phone: user.phone,
        leader_position: user.leaderPosition,
      });
      if (userDiff)
        await recordAudit(tx, {
          action: 'user.update',
          entityType: 'user',
          entityId: user.uuid,
          companyId: company?.id ?? null,
          ...userDiff,
          at: now,
        });
      let updatedCompany = company ?? null;
      if (company && !isStaff) {
        [updatedCompany] = await tx
          .update(companies)
          .set({
            leaderName: input.name,
            ...(input.leader_position !== undefined ? { leaderPosition: input.leader_position } : {}),
            ...(input.leader_nik !== undefined ? { leaderNik: input.leader_nik } : {}),
            ...(input.leader_npwp !== undefined ? { leaderNpwp: input.leader_npwp } : {}),
            updatedAt: now,
          })
          .where(eq(companies.id, company.id))
          .returning();
        const companyDiff = changedFields(leaderFields(company), leaderFields(updatedCompany!));
        if (companyDiff)
          await recordAudit(tx, {
            action: 'company.update',
            entityType: 'company',
            entityId: company.id,
            companyId: company.id,
            ...companyDiff,
            at: now,
          });
      }
      return { user: toUserDto(user), company: updatedCompany ? toCompanyDto(updatedCompany) : null };
    });
  } catch (err) {
    if (duplicateCodeOf(err) === 'PHONE_TAKEN') throw new AppError('PHONE_TAKEN');
    throw err;
  }
}
