import { z } from 'zod';
import { V, zText } from '../common/fields';
import { DOCUMENT_STATUSES } from '../statuses';
import { zCodeReg } from '../applications/fields';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY, isDocumentTypeOfCategory } from './document-types';

const csrf = { csrf_token: z.string().max(200).optional() };

/** A document as its owner sees it; `file_url` is the relative download path. */
export const ZDocument = z.object({
  uuid: z.string(),
  document_type: z.string(),
  category: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  original_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  sha256: z.string(),
  uploaded_at: z.string(),
  review_note: z.string().nullable(),
  file_url: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

/**
 * The text fields of the multipart `POST documents/upload.php` (the file part is `document`).
 * `document_type` must be one of the types of its `category` (DOCUMENT_TYPES_BY_CATEGORY), so
 * the registration set cannot be changed through another category (docs/decisions/015).
 * A supporting document of an application (`sbu_application`) names its draft with `code_reg`
 * (docs/business-rules.md#applications); the other categories ignore it.
 */
export const ZUploadDocumentFields = z
  .object({
    document_type: zText(V.required).trim().min(1, V.required).max(60, V.invalid),
    category: z.enum(DOCUMENT_CATEGORIES, { error: V.invalid }),
    code_reg: zCodeReg.optional(),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!isDocumentTypeOfCategory(v.category, v.document_type))
      ctx.addIssue({ code: 'custom', path: ['document_type'], message: V.invalid });
    if (v.category === DOCUMENT_CATEGORY.SBU_APPLICATION && !v.code_reg)
      ctx.addIssue({ code: 'custom', path: ['code_reg'], message: V.required });
    // A transfer proof belongs to its invoice: it is stored by transactions/upload_proof.php only
    // (docs/business-rules.md#upload-categories), never as a loose file.
    if (v.category === DOCUMENT_CATEGORY.PAYMENT_PROOF)
      ctx.addIssue({ code: 'custom', path: ['category'], message: V.invalid });
  });
export type TUploadDocumentFields = z.output<typeof ZUploadDocumentFields>;

/** 201 → data.document */
export const ZUploadDocumentResponse = z.object({ document: ZDocument });
export type TUploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;

/** GET documents/list.php → the caller's current documents. */
export const ZDocumentListResponse = z.object({ documents: z.array(ZDocument) });
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;

export const ZDocumentUuid = z.uuid(V.invalid);

/** POST documents/delete.php */
export const ZDeleteDocumentRequest = z.object({ uuid: ZDocumentUuid, ...csrf }).strict();
export const ZDeleteDocumentResponse = z.object({ uuid: z.string() });
export type TDeleteDocumentResponse = z.infer<typeof ZDeleteDocumentResponse>;

export const DOWNLOAD_MODES = ['view', 'download'] as const;
export type TDownloadMode = (typeof DOWNLOAD_MODES)[number];

/** GET documents/download.php?uuid=…&mode=view|download (default download). */
export const ZDownloadDocumentQuery = z.object({
  uuid: ZDocumentUuid,
  mode: z.enum(DOWNLOAD_MODES, { error: V.invalid }).default('download'),
});

/** GET admin/documents/get_document.php?uuid=… (always inline: the admin's preview tab). */
export const ZAdminGetDocumentQuery = z.object({ uuid: ZDocumentUuid });

/** What admins see of a document: the public shape plus history and review data. */
export const ZAdminDocument = ZDocument.extend({
  is_current: z.boolean(),
  reviewed_at: z.string().nullable(),
  /** Who reviewed it (docs/business-rules.md#reviewer-history); given where the screen shows it. */
  reviewed_by_name: z.string().nullable().optional(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  /** Admin preview URL, under a file prefix the web app opens (docs/business-rules.md#file-access). */
  admin_file_url: z.string(),
  /**
   * Manajemen Dokumen: the admin screen where this file is reviewed (a registration document in the
   * company's review, a transfer proof in the payment queue or on its application, an application's
   * file on the application); null where nothing reviews it.
   */
  review_url: z.string().nullable().optional(),
});
export type TAdminDocument = z.infer<typeof ZAdminDocument>;
