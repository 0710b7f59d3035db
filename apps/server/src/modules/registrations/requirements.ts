import { and, eq } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY,
  REGISTRATION_REQUIRED_COMPANY_FIELDS,
  requiredRegistrationDocuments,
  type TDocumentStatus,
  type TRegistrationDocumentType,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import { toCompanyDto, type CompanyRow } from '../companies';
import type { DocumentRow } from '../documents';

/** Required company fields (contract REGISTRATION_REQUIRED_COMPANY_FIELDS) still empty. */
export function missingCompanyFields(company: CompanyRow): string[] {
  const dto = toCompanyDto(company);
  return REGISTRATION_REQUIRED_COMPANY_FIELDS.filter((f) => {
    const v = dto[f];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}

/** The company's current registration documents (one per type, index documents_current_registration_uq). */
export async function currentRegistrationDocuments(tx: DbOrTx, userId: number): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.category, DOCUMENT_CATEGORY.INITIAL_REGISTRATION),
        eq(documents.isCurrent, 1),
      ),
    );
}

/**
 * Required types (by entity type, docs/business-rules.md#document-types) whose current document is absent or not in one of
 * the `acceptable` statuses: for submission uploaded or verified; for approval verified only.
 */
export function missingDocuments(
  entityType: string,
  current: DocumentRow[],
  acceptable: readonly TDocumentStatus[],
): TRegistrationDocumentType[] {
  const byType = new Map(current.map((d) => [d.documentType, d]));
  return requiredRegistrationDocuments(entityType).filter((t) => {
    const doc = byType.get(t);
    return !doc || !acceptable.includes(doc.status);
  });
}
