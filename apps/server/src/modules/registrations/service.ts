import { eq } from 'drizzle-orm';
import { COMPANY_STATUS, DOCUMENT_STATUS, V, V_ONBOARDING, type TCompany, type TFieldErrors } from '@portal/contract';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Deps, SessionUser } from '../../types';
import { assertCompanyOwner, lockOwnCompany, toCompanyDto } from '../companies';
import { notifyAdmins } from '../notifications';
import { recordReview } from '../reviews';
import { currentRegistrationDocuments, missingCompanyFields, missingDocuments } from './requirements';
import { msg } from '../../lib/server-message';

const SUBMITTABLE: readonly string[] = [COMPANY_STATUS.UNVERIFIED, COMPANY_STATUS.REJECTED];

/**
 * POST registrations/submit.php (docs/business-rules.md#company-status): unverified|rejected → in_review once
 * the company data and every required document (current, not rejected) are there. Otherwise a 422
 * listing what is missing, as field errors and in `data`. Every active admin is notified in the
 * same transaction.
 */
export async function submitRegistration(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser): Promise<TCompany> {
  // The registration is its owner's (docs/business-rules.md#company-staff).
  assertCompanyOwner(user);
  const row = await deps.db.transaction(async (tx) => {
    const company = await lockOwnCompany(tx, user.id);
    if (!SUBMITTABLE.includes(company.status)) {
      throw new AppError('INVALID_TRANSITION', {
        message: msg('registrations.already_submitted'),
      });
    }
    const missingFields = missingCompanyFields(company);
    const docs = await currentRegistrationDocuments(tx, user.id);
    const missingDocs = missingDocuments(company.businessEntityType, docs, [
      DOCUMENT_STATUS.UPLOADED,
      DOCUMENT_STATUS.VERIFIED,
    ]);
    if (missingFields.length || missingDocs.length) {
      const errors: TFieldErrors = {};
      for (const f of missingFields) errors[f] = [V.required];
      for (const t of missingDocs) errors[`documents.${t}`] = [V_ONBOARDING.documentRequired];
      throw new AppError('VALIDATION_FAILED', {
        message: msg('registrations.incomplete'),
        errors,
        data: { missing_fields: missingFields, missing_documents: missingDocs },
      });
    }
    const now = deps.clock.now();
    // submitted_at: the latest submission orders the verification queue (docs/business-rules.md#verification-queue).
    const [updated] = await tx
      .update(companies)
      .set({ status: COMPANY_STATUS.IN_REVIEW, reviewNote: null, submittedAt: now, updatedAt: now })
      .where(eq(companies.id, company.id))
      .returning();
    await recordReview(tx, {
      entity: 'company',
      entityId: company.id,
      action: 'submit',
      actor: { id: user.id, name: user.name },
      at: now,
    });
    await recordAudit(tx, {
      action: 'company.submit',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      before: { status: company.status },
      after: { status: updated.status },
      at: now,
    });
    await notifyAdmins(
      tx,
      'company_submitted',
      { companyId: company.id, companyName: company.name },
      `/admin/companies/${company.id}`,
    );
    return updated;
  });
  return toCompanyDto(row);
}
