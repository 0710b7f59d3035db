import { ROLE } from '@portal/contract';
import type { Db, DbTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { SessionUser } from '../../types';
import type { DocumentRow } from './document-dto';

/**
 * The audit row of a stored file (docs/business-rules.md#audited-actions): what it is, its name,
 * size and checksum, never its contents; `replaces` names the file it moved to the history.
 */
export async function auditDocumentUpload(
  tx: DbTx,
  row: DocumentRow,
  replaced: Pick<DocumentRow, 'uuid'> | null | undefined,
): Promise<void> {
  await recordAudit(tx, {
    action: 'document.upload',
    entityType: 'document',
    entityId: row.uuid,
    companyId: row.companyId,
    after: {
      document_type: row.documentType,
      category: row.category,
      original_name: row.originalName,
      file_size: row.fileSize,
      mime_type: row.mimeType,
      sha256: row.sha256,
      ...(replaced && { replaces: replaced.uuid }),
    },
    at: row.uploadedAt,
  });
}

/** The audit row of a file its owner deleted (before verification): what was there. */
export async function auditDocumentDelete(tx: DbTx, row: DocumentRow, at: Date): Promise<void> {
  await recordAudit(tx, {
    action: 'document.delete',
    entityType: 'document',
    entityId: row.uuid,
    companyId: row.companyId,
    before: {
      document_type: row.documentType,
      category: row.category,
      original_name: row.originalName,
      file_size: row.fileSize,
      sha256: row.sha256,
      status: row.status,
    },
    at,
  });
}

/**
 * An administrator opened or downloaded a company's file (docs/decisions/099): `document.viewed`,
 * written before the file is sent. The company's own reads are not recorded.
 */
export async function auditDocumentView(
  deps: { db: Db; clock: { now(): Date } },
  user: SessionUser,
  row: DocumentRow,
  mode: 'view' | 'download',
): Promise<void> {
  if (user.role !== ROLE.ADMIN) return;
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      action: 'document.viewed',
      entityType: 'document',
      entityId: row.uuid,
      companyId: row.companyId,
      after: { mode, document_type: row.documentType, sha256: row.sha256 },
      at: deps.clock.now(),
    }),
  );
}
