/**
 * Ready-made reasons for rejecting a registration document (docs/business-rules.md#rejection-reasons).
 * The admin picks one (or none) and may add free text; the stored note is the reason's Indonesian
 * text followed by the free text, since the company reads the note as written. Zod-free.
 */
export const DOCUMENT_REJECTION_REASONS = [
  { id: 'unreadable', text: { id: 'Dokumen tidak terbaca atau buram.', en: 'The document is unreadable or blurred.' } },
  {
    id: 'incomplete',
    text: {
      id: 'Dokumen tidak lengkap (ada halaman yang hilang).',
      en: 'The document is incomplete (pages are missing).',
    },
  },
  { id: 'expired', text: { id: 'Dokumen sudah tidak berlaku.', en: 'The document has expired.' } },
  {
    id: 'wrong_document',
    text: {
      id: 'Dokumen yang diunggah bukan jenis yang diminta.',
      en: 'The uploaded file is not the requested document type.',
    },
  },
  {
    id: 'data_mismatch',
    text: {
      id: 'Data pada dokumen tidak sesuai dengan data perusahaan.',
      en: 'The data in the document does not match the company data.',
    },
  },
  {
    id: 'not_signed',
    text: { id: 'Dokumen belum ditandatangani atau distempel.', en: 'The document is not signed or stamped.' },
  },
] as const;
export type TDocumentRejectionReasonId = (typeof DOCUMENT_REJECTION_REASONS)[number]['id'];

/**
 * A stored note as a reader of `lang` reads it: when it begins with a preset reason's Indonesian
 * text (as `rejectionNote` writes it), that part is shown in `lang`; the admin's own words stay as
 * written. Notes of any age are translated the same way, since the stored note never changes.
 */
export function localizeRejectionNote(note: string, lang: 'id' | 'en'): string {
  if (lang === 'id') return note;
  // A registration rejection lists each rejected document's note on a line of its own.
  return note
    .split('\n')
    .map((line) => {
      const r = DOCUMENT_REJECTION_REASONS.find((reason) => line.includes(reason.text.id));
      return r ? line.replace(r.text.id, r.text[lang]) : line;
    })
    .join('\n');
}

/** The note sent with a rejection: the chosen reason's Indonesian text, then the admin's own words. */
export function rejectionNote(reasonId: string | null | undefined, freeText: string): string {
  const reason = DOCUMENT_REJECTION_REASONS.find((r) => r.id === reasonId);
  return [reason?.text.id, freeText.trim()].filter(Boolean).join(' ');
}
