import { SBU_APPLICATION_DOCUMENT_TYPES, type TSbuApplicationDocumentType } from '../documents/document-types';

/**
 * Supporting documents of an application (docs/business-rules.md#applications), uploaded with
 * category `sbu_application` while the application is a draft. Zod-free.
 */
export const REQUIRED_APPLICATION_DOCUMENT_TYPES = [
  'neraca_tahun_terakhir',
  'surat_permohonan_subbidang',
] as const satisfies readonly TSbuApplicationDocumentType[];
export const OPTIONAL_APPLICATION_DOCUMENT_TYPES = SBU_APPLICATION_DOCUMENT_TYPES.filter(
  (t) => !(REQUIRED_APPLICATION_DOCUMENT_TYPES as readonly string[]).includes(t),
);

/** The type of the file a company uploads for a document request (category `other`). */
export const DOCUMENT_REQUEST_DOCUMENT_TYPE = 'dokumen_tambahan';
/** The type of a transfer proof (category `payment_proof`). */
export const PAYMENT_PROOF_DOCUMENT_TYPE = 'bukti_transfer';

export const isApplicationDocumentRequired = (type: string): boolean =>
  (REQUIRED_APPLICATION_DOCUMENT_TYPES as readonly string[]).includes(type);

/** The required types missing from `present` (the current documents' types), in table order. */
export const missingApplicationDocuments = (present: Iterable<string>): TSbuApplicationDocumentType[] => {
  const have = new Set(present);
  return REQUIRED_APPLICATION_DOCUMENT_TYPES.filter((t) => !have.has(t));
};

/** Indonesian labels (the web app shows its own i18n text; these serve notifications, mails and PDFs). */
export const APPLICATION_DOCUMENT_LABELS_ID: Record<TSbuApplicationDocumentType, string> = {
  neraca_tahun_terakhir: 'Neraca Tahun Terakhir',
  surat_permohonan_subbidang: 'Surat Permohonan Sub-bidang',
  laporan_keuangan_audit: 'Laporan Keuangan Audit',
  daftar_tenaga_ahli: 'Daftar Tenaga Ahli',
  lainnya: 'Dokumen Lainnya',
};
