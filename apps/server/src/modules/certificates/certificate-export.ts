import {
  QUALIFICATION_LABELS,
  STATUS_BADGE_LABELS_ID,
  type TAdminCertificateListItem,
  type TCertificateStatus,
} from '@portal/contract';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';

/** English badges of the certificate statuses a clerk's workbook shows (the web app has its own i18n). */
const STATUS_EN: Record<TCertificateStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  superseded: 'Renewed',
};

/** CSV, for scripts: raw codes where a script reads them, Indonesian status labels, dates as `YYYY-MM-DD` (docs/business-rules.md#exports). */
export const CERTIFICATE_CSV: CsvColumn<TAdminCertificateListItem>[] = [
  { header: 'Nomor SBU', value: (c) => c.number },
  { header: 'Perusahaan', value: (c) => c.company_name },
  { header: 'Kode Registrasi', value: (c) => c.code_reg },
  { header: 'Kualifikasi', value: (c) => c.qualification },
  { header: 'Jumlah Sub-bidang', value: (c) => c.sub_bidang_count },
  { header: 'Status', value: (c) => STATUS_BADGE_LABELS_ID[c.status] },
  { header: 'Revisi', value: (c) => c.revision },
  { header: 'Tanggal Terbit', value: (c) => c.issued_on },
  { header: 'Berlaku Sampai', value: (c) => c.valid_until },
  { header: 'Sisa Hari', value: (c) => c.days_left },
  { header: 'Dicabut (WIB)', value: (c) => wibIsoOrEmpty(c.revoked_at) },
  { header: 'Diperbarui Oleh', value: (c) => c.superseded_by?.number },
];

/** The workbook, for clerks: labels in the reader's language, real date cells (docs/decisions/040). */
export const CERTIFICATE_XLSX: XlsxColumn<TAdminCertificateListItem>[] = [
  { header: { id: 'Nomor SBU', en: 'SBU Number' }, kind: 'text', width: 20, value: (c) => c.number },
  { header: { id: 'Perusahaan', en: 'Company' }, kind: 'text', width: 32, value: (c) => c.company_name },
  { header: { id: 'Kode Registrasi', en: 'Registration Code' }, kind: 'text', width: 16, value: (c) => c.code_reg },
  {
    header: { id: 'Kualifikasi', en: 'Qualification' },
    kind: 'text',
    width: 14,
    value: (c, lang) => QUALIFICATION_LABELS[c.qualification][lang],
  },
  {
    header: { id: 'Jumlah Sub-bidang', en: 'Sub-bidang' },
    kind: 'number',
    width: 12,
    value: (c) => c.sub_bidang_count,
  },
  {
    header: { id: 'Status', en: 'Status' },
    kind: 'text',
    width: 14,
    value: (c, lang) => (lang === 'en' ? STATUS_EN[c.status] : STATUS_BADGE_LABELS_ID[c.status]),
  },
  { header: { id: 'Revisi', en: 'Revision' }, kind: 'number', width: 10, value: (c) => c.revision },
  { header: { id: 'Tanggal Terbit', en: 'Issued On' }, kind: 'date', width: 14, value: (c) => c.issued_on },
  { header: { id: 'Berlaku Sampai', en: 'Valid Until' }, kind: 'date', width: 14, value: (c) => c.valid_until },
  { header: { id: 'Sisa Hari', en: 'Days Left' }, kind: 'number', width: 10, value: (c) => c.days_left },
  { header: { id: 'Dicabut (WIB)', en: 'Revoked (WIB)' }, kind: 'datetime', width: 20, value: (c) => c.revoked_at },
  {
    header: { id: 'Diperbarui Oleh', en: 'Renewed By' },
    kind: 'text',
    width: 20,
    value: (c) => c.superseded_by?.number,
  },
];
