import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_CATEGORY, DOCUMENT_STATUS, UPLOAD_MAX_BYTES, type TUploadMimeType } from '@portal/contract';
import { applications, certificates, documents } from '../../db/schema';
import { saveLinkedDocument } from '../documents';
import type { Deps } from '../../types';

/** The supporting documents a renewal or upgrade starts with: the Neraca the certificate was issued on. */
export const CARRIED_OVER_DOCUMENT_TYPES = ['neraca_tahun_terakhir'] as const;

/**
 * A renewal or upgrade draft starts with the Neraca of the application its certificate was issued
 * on (issue 23, defect 7: the company was asked for the same file again). The stored object is
 * copied under a new key through the documents module's linked-upload path (quota, audit,
 * history rows as any upload), so replacing or deleting it in the new draft never touches the
 * original. A copy that fails leaves the draft as it was: the company uploads the file itself.
 * Returns the document types carried over.
 */
export async function carryOverSupportingDocuments(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  userId: number,
  codeReg: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string[]> {
  const [draft] = await deps.db
    .select({ id: applications.id, companyId: applications.companyId, baseApplicationId: certificates.applicationId })
    .from(applications)
    .innerJoin(certificates, eq(certificates.id, applications.certificateId))
    .where(eq(applications.codeReg, codeReg))
    .limit(1);
  if (!draft) return [];
  const carried: string[] = [];
  for (const documentType of CARRIED_OVER_DOCUMENT_TYPES) {
    const [source] = await deps.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.applicationId, draft.baseApplicationId),
          eq(documents.category, DOCUMENT_CATEGORY.SBU_APPLICATION),
          eq(documents.documentType, documentType),
          eq(documents.isCurrent, 1),
          ne(documents.status, DOCUMENT_STATUS.REJECTED),
        ),
      )
      .orderBy(desc(documents.uploadedAt))
      .limit(1);
    if (!source) continue;
    try {
      const stream = await deps.storage.openRead(source.storageKey);
      if (!stream) continue;
      const temp = await deps.storage.writeTemp(stream, { maxBytes: UPLOAD_MAX_BYTES });
      try {
        await saveLinkedDocument(
          deps,
          {
            userId,
            companyId: draft.companyId,
            category: DOCUMENT_CATEGORY.SBU_APPLICATION,
            documentType,
            temp,
            type: { mime: source.mimeType as TUploadMimeType, ext: extOf(source.mimeType) },
            originalName: source.originalName,
          },
          (_tx, store) => store({ applicationId: draft.id }),
        );
        carried.push(documentType);
      } finally {
        await deps.storage.discard(temp);
      }
    } catch (err) {
      log.warn({ err, codeReg, documentType }, 'supporting document not carried over');
    }
  }
  return carried;
}

const extOf = (mime: string): 'pdf' | 'jpg' | 'png' =>
  mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : 'pdf';
