import {
  DOCUMENT_CATEGORY_LABELS,
  ENTITY_STATUS_LABELS,
  documentTypeLabel,
  type TAdminDocument,
} from '@portal/contract';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';

/** CSV, for scripts: codes as stored, instants in ISO 8601 at WIB (docs/business-rules.md#exports). */
export const DOCUMENT_CSV: CsvColumn<TAdminDocument>[] = [
  { header: 'UUID', value: (d) => d.uuid },
  { header: 'ID Perusahaan', value: (d) => d.company_id },
  { header: 'Perusahaan', value: (d) => d.company_name },
  { header: 'Jenis', value: (d) => d.document_type },
  { header: 'Kategori', value: (d) => d.category },
  { header: 'Status', value: (d) => ENTITY_STATUS_LABELS[d.status].id },
  { header: 'Nama Berkas', value: (d) => d.original_name },
  { header: 'Ukuran (byte)', value: (d) => d.file_size },
  { header: 'Tipe MIME', value: (d) => d.mime_type },
  { header: 'Diunggah (WIB)', value: (d) => wibIsoOrEmpty(d.uploaded_at) },
  { header: 'Ditinjau (WIB)', value: (d) => wibIsoOrEmpty(d.reviewed_at) },
  { header: 'Berkas Terkini', value: (d) => (d.is_current ? 'ya' : 'tidak') },
];

/** The workbook, for clerks: labels in the reader's language, times in WIB (docs/decisions/040). */
export const DOCUMENT_XLSX: XlsxColumn<TAdminDocument>[] = [
  { header: { id: 'Perusahaan', en: 'Company' }, kind: 'text', width: 32, value: (d) => d.company_name },
  {
    header: { id: 'Jenis Dokumen', en: 'Document Type' },
    kind: 'text',
    width: 26,
    value: (d, lang) => documentTypeLabel(d.document_type, lang),
  },
  {
    header: { id: 'Kategori', en: 'Category' },
    kind: 'text',
    width: 18,
    value: (d, lang) =>
      DOCUMENT_CATEGORY_LABELS[d.category as keyof typeof DOCUMENT_CATEGORY_LABELS]?.[lang] ?? d.category,
  },
  {
    header: { id: 'Status', en: 'Status' },
    kind: 'text',
    width: 14,
    value: (d, lang) => ENTITY_STATUS_LABELS[d.status][lang],
  },
  { header: { id: 'Nama Berkas', en: 'File Name' }, kind: 'text', width: 30, value: (d) => d.original_name },
  { header: { id: 'Ukuran (byte)', en: 'Size (bytes)' }, kind: 'number', width: 12, value: (d) => d.file_size },
  { header: { id: 'Diunggah (WIB)', en: 'Uploaded (WIB)' }, kind: 'datetime', width: 20, value: (d) => d.uploaded_at },
  { header: { id: 'Ditinjau (WIB)', en: 'Reviewed (WIB)' }, kind: 'datetime', width: 20, value: (d) => d.reviewed_at },
  {
    header: { id: 'Berkas Terkini', en: 'Current File' },
    kind: 'text',
    width: 12,
    value: (d, lang) => (d.is_current ? { id: 'ya', en: 'yes' } : { id: 'tidak', en: 'no' })[lang],
  },
];
