import type { TBusinessEntityType, TDocumentStatus } from '../statuses';

/**
 * Registration documents (docs/business-rules.md#registration-documents). Zod-free so any web chunk can
 * import the rules cheaply.
 */
export const DOCUMENT_STATUS = {
  UPLOADED: 'uploaded',
  VERIFIED: 'verified',
  REJECTED: 'rejected',
} as const satisfies Record<string, TDocumentStatus>;

/** Upload categories of `documents/upload.php` (docs/business-rules.md#upload-categories). */
export const DOCUMENT_CATEGORIES = [
  'initial_registration',
  'sbu_application',
  'renewal',
  'payment_proof',
  'other',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY = {
  INITIAL_REGISTRATION: 'initial_registration',
  SBU_APPLICATION: 'sbu_application',
  RENEWAL: 'renewal',
  PAYMENT_PROOF: 'payment_proof',
  OTHER: 'other',
} as const satisfies Record<string, TDocumentCategory>;

export const REGISTRATION_DOCUMENT_TYPES = [
  'kta_kadin_terakhir',
  'nib',
  'akta_pendirian',
  'akta_perubahan',
  'npwp_perusahaan',
  'sk_kemenkumham',
  'ktp_pimpinan',
  'npwp_pimpinan',
  'pasfoto_pimpinan',
] as const;
export type TRegistrationDocumentType = (typeof REGISTRATION_DOCUMENT_TYPES)[number];

export const isRegistrationDocumentType = (v: string): v is TRegistrationDocumentType =>
  (REGISTRATION_DOCUMENT_TYPES as readonly string[]).includes(v);

/** Supporting documents of an SBU application (docs/decisions/015). */
export const SBU_APPLICATION_DOCUMENT_TYPES = [
  'neraca_tahun_terakhir',
  'surat_permohonan_subbidang',
  'laporan_keuangan_audit',
  'daftar_tenaga_ahli',
  'lainnya',
] as const;
export type TSbuApplicationDocumentType = (typeof SBU_APPLICATION_DOCUMENT_TYPES)[number];

/**
 * The document types each upload category accepts (docs/decisions/015); any other pair is a
 * 422. `other` carries files for a document request.
 * `renewal` has no types of its own: a renewal's documents are uploaded as `sbu_application`.
 */
export const DOCUMENT_TYPES_BY_CATEGORY = {
  initial_registration: REGISTRATION_DOCUMENT_TYPES,
  sbu_application: SBU_APPLICATION_DOCUMENT_TYPES,
  renewal: [],
  payment_proof: ['bukti_transfer'],
  other: ['dokumen_tambahan', ...SBU_APPLICATION_DOCUMENT_TYPES],
} as const satisfies Record<TDocumentCategory, readonly string[]>;
export type TDocumentTypeOf<C extends TDocumentCategory> = (typeof DOCUMENT_TYPES_BY_CATEGORY)[C][number];

export const isDocumentTypeOfCategory = (category: TDocumentCategory, type: string): boolean =>
  (DOCUMENT_TYPES_BY_CATEGORY[category] as readonly string[]).includes(type);

/** Indonesian labels (the web app shows its own i18n text; these serve notifications and mails). */
export const REGISTRATION_DOCUMENT_LABELS_ID: Record<TRegistrationDocumentType, string> = {
  kta_kadin_terakhir: 'KTA Kadin Terakhir',
  nib: 'NIB',
  akta_pendirian: 'Akta Pendirian',
  akta_perubahan: 'Akta Perubahan',
  npwp_perusahaan: 'NPWP Perusahaan',
  sk_kemenkumham: 'SK Kemenkumham',
  ktp_pimpinan: 'KTP Pimpinan',
  npwp_pimpinan: 'NPWP Pimpinan',
  pasfoto_pimpinan: 'Pas Foto Pimpinan',
};

/** English labels beside the Indonesian ones, for notifications rendered in the reader's language. */
export const REGISTRATION_DOCUMENT_LABELS_EN: Record<TRegistrationDocumentType, string> = {
  kta_kadin_terakhir: 'Latest KTA Kadin',
  nib: 'NIB',
  akta_pendirian: 'Deed of Establishment',
  akta_perubahan: 'Deed of Amendment',
  npwp_perusahaan: 'Company NPWP',
  sk_kemenkumham: 'SK Kemenkumham',
  ktp_pimpinan: "Leader's ID Card (KTP)",
  npwp_pimpinan: "Leader's NPWP",
  pasfoto_pimpinan: "Leader's Photo",
};

/**
 * docs/business-rules.md#document-types: required unless marked; `akta_pendirian` optional for Perorangan, `akta_perubahan`
 * always optional, `sk_kemenkumham` required only for PT and Koperasi.
 */
export function isRegistrationDocumentRequired(
  type: TRegistrationDocumentType,
  entityType: TBusinessEntityType | string,
): boolean {
  switch (type) {
    case 'akta_perubahan':
      return false;
    case 'akta_pendirian':
      return entityType !== 'Perorangan';
    case 'sk_kemenkumham':
      return entityType === 'PT' || entityType === 'Koperasi';
    default:
      return true;
  }
}

export const requiredRegistrationDocuments = (entityType: TBusinessEntityType | string): TRegistrationDocumentType[] =>
  REGISTRATION_DOCUMENT_TYPES.filter((t) => isRegistrationDocumentRequired(t, entityType));

/** Files accepted by content (magic bytes), never by name or declared type (docs/business-rules.md#files). */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TUploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_ACCEPT_ATTR = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const ORIGINAL_NAME_MAX_LENGTH = 200;

/** Form field names of the multipart upload (docs/api.md#documents). */
export const UPLOAD_FIELD = {
  FILE: 'document',
  TYPE: 'document_type',
  CATEGORY: 'category',
  CODE_REG: 'code_reg',
  CSRF: 'csrf_token',
} as const;

/**
 * Every document type in both languages (registration, application, request and payment files):
 * the exports' labels (docs/business-rules.md#exports). The web app's screens have their own i18n.
 */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, Readonly<Record<'id' | 'en', string>>>> = {
  ...Object.fromEntries(
    REGISTRATION_DOCUMENT_TYPES.map((t) => [
      t,
      { id: REGISTRATION_DOCUMENT_LABELS_ID[t], en: REGISTRATION_DOCUMENT_LABELS_EN[t] },
    ]),
  ),
  neraca_tahun_terakhir: { id: 'Neraca Tahun Terakhir', en: 'Latest Balance Sheet' },
  surat_permohonan_subbidang: { id: 'Surat Permohonan Sub-bidang', en: 'Sub-bidang Request Letter' },
  laporan_keuangan_audit: { id: 'Laporan Keuangan Audit', en: 'Audited Financial Statement' },
  daftar_tenaga_ahli: { id: 'Daftar Tenaga Ahli', en: 'List of Experts' },
  lainnya: { id: 'Dokumen Lainnya', en: 'Other Document' },
  dokumen_tambahan: { id: 'Dokumen Tambahan', en: 'Additional Document' },
  bukti_transfer: { id: 'Bukti Transfer', en: 'Transfer Proof' },
};

/** The categories in both languages (exports). */
export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<TDocumentCategory, Readonly<Record<'id' | 'en', string>>>> = {
  initial_registration: { id: 'Registrasi', en: 'Registration' },
  sbu_application: { id: 'Permohonan SBU', en: 'SBU Application' },
  renewal: { id: 'Perpanjangan', en: 'Renewal' },
  payment_proof: { id: 'Bukti Pembayaran', en: 'Payment Proof' },
  other: { id: 'Lainnya', en: 'Other' },
};

/** A document type's label in one language (the type itself when unknown). */
export const documentTypeLabel = (type: string, lang: 'id' | 'en'): string =>
  DOCUMENT_TYPE_LABELS[type]?.[lang] ?? type;
