import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDocumentCategory } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { documents } from '../../db/schema';
import type { DetectedFileType } from '../../infra/file-type';
import type { TempObject } from '../../infra/storage';
import type { Deps } from '../../types';
import { auditDocumentUpload } from './document-audit';
import type { DocumentRow } from './document-dto';
import { assertQuotaLeft } from './upload-service';

/** A sniffed upload that belongs to a workflow object (a transfer proof of an invoice, …). */
export interface LinkedUpload {
  userId: number;
  companyId: number;
  category: TDocumentCategory;
  documentType: string;
  temp: TempObject;
  type: DetectedFileType;
  originalName: string;
}

/** What the stored row is linked to; earlier current files of the same link and type become history. */
export interface DocumentLink {
  invoiceId?: number;
  applicationId?: number;
  documentRequestId?: number;
}

/**
 * The documents module's upload path for files that belong to a workflow object
 * (docs/business-rules.md#files): the caller's `inTx` runs inside one transaction, checks its own
 * state rules (locking its row), and calls `store(link)` to commit the temporary object under a
 * random key and insert the row. If anything fails after the object was committed, it is
 * removed again, so a failed upload leaves neither a row nor a file.
 */
export async function saveLinkedDocument<R>(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  upload: LinkedUpload,
  inTx: (tx: DbTx, store: (link: DocumentLink) => Promise<DocumentRow>) => Promise<R>,
): Promise<R> {
  let committedKey: string | null = null;
  try {
    return await deps.db.transaction(async (tx) =>
      inTx(tx, async (link) => {
        await assertQuotaLeft(tx, upload.userId, upload.temp.size);
        let replaced: { uuid: string }[] = [];
        const sameLink = [
          link.invoiceId !== undefined ? eq(documents.invoiceId, link.invoiceId) : undefined,
          link.applicationId !== undefined ? eq(documents.applicationId, link.applicationId) : undefined,
          link.documentRequestId !== undefined ? eq(documents.documentRequestId, link.documentRequestId) : undefined,
        ].filter((c) => c !== undefined);
        if (sameLink.length > 0) {
          replaced = await tx
            .update(documents)
            .set({ isCurrent: 0 })
            .where(
              and(
                ...sameLink,
                eq(documents.category, upload.category),
                eq(documents.documentType, upload.documentType),
                eq(documents.isCurrent, 1),
              ),
            )
            .returning({ uuid: documents.uuid });
        }
        committedKey = await deps.storage.commit(upload.temp);
        const [row] = await tx
          .insert(documents)
          .values({
            uuid: randomUUID(),
            userId: upload.userId,
            companyId: upload.companyId,
            documentType: upload.documentType,
            category: upload.category,
            originalName: upload.originalName,
            storageKey: committedKey,
            fileSize: upload.temp.size,
            mimeType: upload.type.mime,
            sha256: upload.temp.sha256,
            uploadedAt: deps.clock.now(),
            invoiceId: link.invoiceId ?? null,
            applicationId: link.applicationId ?? null,
            documentRequestId: link.documentRequestId ?? null,
          })
          .returning();
        await auditDocumentUpload(tx, row, replaced[0]);
        return row;
      }),
    );
  } catch (err) {
    if (committedKey) await deps.storage.remove(committedKey);
    throw err;
  }
}
