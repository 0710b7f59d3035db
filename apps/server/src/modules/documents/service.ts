import { and, asc, eq, isNull } from 'drizzle-orm';
import { DOCUMENT_CATEGORY, ROLE, type TDocument } from '@portal/contract';
import { companies, documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps, SessionUser } from '../../types';
import { assertCompanyOwner, isCompanyApproved, lockOwnCompany } from '../companies';
import { assertApplicationDocumentDeletable } from './application-link';
import { toDocumentDto, type DocumentRow } from './document-dto';
import { auditDocumentDelete } from './document-audit';
import { assertNotInReview, assertReplaceable } from './guards';
import { msg } from '../../lib/server-message';

/**
 * GET documents/list.php: the current documents of the caller's company (history is for admins),
 * the same for its owner and its staff (docs/decisions/104). A file tied to an application or a
 * document request is shown by that application's detail instead.
 */
export async function listOwnDocuments(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<TDocument[]> {
  if (user.companyId === null) return [];
  const rows = await deps.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, user.companyId),
        eq(documents.isCurrent, 1),
        isNull(documents.applicationId),
        isNull(documents.documentRequestId),
      ),
    )
    .orderBy(asc(documents.category), asc(documents.documentType), asc(documents.uploadedAt));
  return rows.map(toDocumentDto);
}

const byUuid = async (deps: Pick<Deps, 'db'>, uuid: string) =>
  (await deps.db.select().from(documents).where(eq(documents.uuid, uuid)).limit(1))[0];

/**
 * A document the caller may read: a member of its company (owner or staff), its uploader, or an
 * admin. Anyone else gets the same 404 as for an unknown uuid, so uuids of other companies cannot
 * be probed.
 */
export async function findReadableDocument(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  uuid: string,
): Promise<DocumentRow> {
  const doc = await byUuid(deps, uuid);
  const ownCompany = doc?.companyId != null && doc.companyId === user.companyId;
  if (!doc || (doc.userId !== user.id && !ownCompany && user.role !== ROLE.ADMIN)) throw new AppError('NOT_FOUND');
  return doc;
}

/** The company name an administrator's download is named after (null for the owner's own copy). */
export async function adminDownloadCompanyName(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  doc: DocumentRow,
): Promise<string | null> {
  if (user.role !== ROLE.ADMIN || doc.companyId === null) return null;
  const [row] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, doc.companyId))
    .limit(1);
  return row?.name ?? null;
}

/**
 * POST documents/delete.php (only before verification: docs/business-rules.md#document-status): a
 * current document of the caller's company, not verified, not while the registration is in review.
 * A registration document is its owner's to delete (staff: 403 `OWNER_ONLY`); a draft's supporting
 * document any member's. Row and stored file both go.
 */
export async function deleteOwnDocument(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  user: SessionUser,
  uuid: string,
): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    const company = await lockOwnCompany(tx, user.id);
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.uuid, uuid), eq(documents.companyId, company.id), eq(documents.isCurrent, 1)))
      .limit(1);
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION) assertCompanyOwner(user);
    assertNotInReview(company);
    assertReplaceable(doc);
    await assertApplicationDocumentDeletable(tx, doc);
    if (doc.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION && isCompanyApproved(company))
      throw new AppError('INVALID_TRANSITION', { message: msg('documents.registration_closed') });
    await tx.delete(documents).where(eq(documents.id, doc.id));
    await auditDocumentDelete(tx, doc, deps.clock.now());
    return doc.storageKey;
  });
  // After the row is gone: a failed file removal leaves an orphan file, never a row without a file.
  await deps.storage.remove(key);
}
