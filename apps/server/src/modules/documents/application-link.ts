import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentRow } from './document-dto';
import { msg } from '../../lib/server-message';

/**
 * The draft a supporting document (category `sbu_application`) belongs to
 * (docs/business-rules.md#applications): the company's own live application named by
 * `code_reg`, locked after the company (the upload's lock order), and only while it is a draft.
 * Another company's code answers 404 like an unknown one. The table is read here rather than
 * through the applications module, which itself reads documents (modules stay acyclic).
 */
export async function lockDraftApplication(tx: DbOrTx, companyId: number, codeReg: string): Promise<number> {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(eq(applications.codeReg, codeReg), eq(applications.companyId, companyId), isNull(applications.deletedAt)),
    )
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'draft')
    throw new AppError('INVALID_TRANSITION', {
      message: msg('documents.not_draft', { status: row.status }),
      data: { current_status: row.status },
    });
  return row.id;
}

/**
 * A document tied to an application may be deleted only while that application is a draft; a
 * file that answered a document request stays (it is the company's answer on record).
 */
export async function assertApplicationDocumentDeletable(tx: DbOrTx, doc: DocumentRow): Promise<void> {
  if (doc.documentRequestId !== null)
    throw new AppError('INVALID_TRANSITION', { message: msg('documents.answers_request') });
  if (doc.applicationId === null) return;
  const [row] = await tx
    .select({ status: applications.status, deletedAt: applications.deletedAt })
    .from(applications)
    .where(eq(applications.id, doc.applicationId))
    .for('update')
    .limit(1);
  if (row && row.deletedAt === null && row.status !== 'draft')
    throw new AppError('INVALID_TRANSITION', {
      message: msg('documents.not_draft', { status: row.status }),
      data: { current_status: row.status },
    });
}
