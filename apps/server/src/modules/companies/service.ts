import { and, eq, ne } from 'drizzle-orm';
import {
  COMPANY_IDENTITY_FIELDS,
  COMPANY_STATUS,
  REGISTRATION_REQUIRED_COMPANY_FIELDS,
  V,
  V_ONBOARDING,
  type TCompanyFields,
  type TFieldErrors,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import { duplicateCodeOf } from '../../lib/unique-violation';
import type { CompanyRow } from './company-dto';
import { isCompanyApproved } from './company-lock';
import { COMPANY_COLUMN, toCompanyPatch } from './company-fields';
import { resolveRegionFields } from './region-fields';
import { msg } from '../../lib/server-message';

export type CompanyTarget = { byUserId: number } | { byCompanyId: number };

/**
 * Identity fields (docs/business-rules.md#company-data) sent with a changed value while the company is verified, active
 * or in review. A form that sends the unchanged values back is fine.
 */
function lockedIdentityErrors(company: CompanyRow, fields: Partial<TCompanyFields>): TFieldErrors | null {
  if (!isCompanyApproved(company) && company.status !== COMPANY_STATUS.IN_REVIEW) return null;
  const errors: TFieldErrors = {};
  for (const f of COMPANY_IDENTITY_FIELDS) {
    const value = fields[f];
    if (value !== undefined && value !== company[COMPANY_COLUMN[f] as keyof CompanyRow])
      errors[f] = [V_ONBOARDING.readOnly];
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * A field that submission needs (docs/business-rules.md#company-data) sent empty while it holds a
 * value: refused with `validation.required`, never silently kept. Clearing an already empty field is
 * no change.
 */
function refusedClearErrors(company: CompanyRow, fields: Partial<TCompanyFields>): TFieldErrors | null {
  const errors: TFieldErrors = {};
  for (const f of REGISTRATION_REQUIRED_COMPANY_FIELDS) {
    if (fields[f] !== null) continue;
    const stored = company[COMPANY_COLUMN[f] as keyof CompanyRow];
    if (stored !== null && stored !== undefined && stored !== '') errors[f] = [V.required];
  }
  return Object.keys(errors).length ? errors : null;
}

/** One company per NPWP and per NIB (docs/business-rules.md#duplicates): 409 with its own code. */
async function assertUniqueIdentity(tx: DbOrTx, company: CompanyRow, fields: Partial<TCompanyFields>): Promise<void> {
  const checks = [
    { value: fields.npwp, column: companies.npwp, code: 'NPWP_TAKEN' as const, current: company.npwp },
    { value: fields.nib, column: companies.nib, code: 'NIB_TAKEN' as const, current: company.nib },
  ];
  for (const c of checks) {
    if (c.value === undefined || c.value === c.current) continue;
    const [other] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(c.column, c.value), ne(companies.id, company.id)))
      .limit(1);
    if (other) throw new AppError(c.code);
  }
}

/** The company's editable fields under their wire names: what the audit row compares. */
const wireFields = (row: CompanyRow): Record<string, unknown> =>
  Object.fromEntries(Object.entries(COMPANY_COLUMN).map(([field, column]) => [field, row[column as keyof CompanyRow]]));

/**
 * Updates a company (companies/update.php for its user, admin/companies/update.php for an admin).
 * The company's user is its leader (docs/business-rules.md#roles), so leader_name / leader_position are
 * written to users.name / users.leader_position as well (docs/decisions/010). The audit row
 * `company.update` names the fields that changed; the actor (owner or admin) comes from the request.
 */
export async function updateCompany(
  deps: Pick<Deps, 'db' | 'clock'>,
  target: CompanyTarget,
  fields: Partial<TCompanyFields>,
  opts: { asAdmin: boolean },
): Promise<CompanyRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const where = 'byUserId' in target ? eq(companies.userId, target.byUserId) : eq(companies.id, target.byCompanyId);
      const [company] = await tx.select().from(companies).where(where).for('update').limit(1);
      if (!company) throw new AppError('byUserId' in target ? 'FORBIDDEN' : 'NOT_FOUND');
      if (!opts.asAdmin) {
        const errors = lockedIdentityErrors(company, fields);
        if (errors) {
          const message =
            company.status === COMPANY_STATUS.IN_REVIEW
              ? msg('companies.identity_locked_in_review')
              : msg('companies.identity_locked_verified');
          throw new AppError('VALIDATION_FAILED', { message, errors });
        }
      }
      const cleared = refusedClearErrors(company, fields);
      if (cleared)
        throw new AppError('VALIDATION_FAILED', {
          message: msg('companies.required_cleared'),
          errors: cleared,
        });
      const regions = await resolveRegionFields(company, fields);
      if (regions.errors)
        throw new AppError('VALIDATION_FAILED', {
          message: msg('companies.unknown_region'),
          errors: regions.errors,
        });
      fields = regions.fields;
      await assertUniqueIdentity(tx, company, fields);
      const now = deps.clock.now();
      const [updated] = await tx
        .update(companies)
        .set({
          ...Object.fromEntries(regions.clearColumns.map((c) => [c, null])),
          ...toCompanyPatch(fields),
          updatedAt: now,
        })
        .where(eq(companies.id, company.id))
        .returning();
      await syncLeaderToUser(tx, updated, fields, now);
      const diff = changedFields(wireFields(company), wireFields(updated));
      if (diff)
        await recordAudit(tx, {
          action: 'company.update',
          entityType: 'company',
          entityId: company.id,
          companyId: company.id,
          ...diff,
          at: now,
        });
      return updated;
    });
  } catch (err) {
    // Two requests racing for the same NPWP/NIB: the unique index decides.
    const code = duplicateCodeOf(err);
    if (code) throw new AppError(code);
    throw err;
  }
}

async function syncLeaderToUser(
  tx: DbOrTx,
  company: CompanyRow,
  fields: Partial<TCompanyFields>,
  now: Date,
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (fields.leader_name) set.name = fields.leader_name;
  if (fields.leader_position) set.leaderPosition = fields.leader_position;
  if (Object.keys(set).length)
    await tx
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, company.userId));
}
