import {
  APPLICATION_TYPE_LABELS,
  QUALIFICATION_LABELS,
  STATUS_BADGE_LABELS_ID,
  type TAdminApplicationListItem,
  type TApplicationStatus,
  type TInvoiceStatus,
  type TLabel,
} from '@portal/contract';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';

/** English badges of the workflow statuses a clerk's workbook shows (the web app has its own i18n). */
const STATUS_EN: Record<TApplicationStatus | TInvoiceStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  pending: 'Awaiting Payment',
  waiting_confirmation: 'Verification',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
const statusLabel = (s: TApplicationStatus | TInvoiceStatus): TLabel => ({
  id: STATUS_BADGE_LABELS_ID[s],
  en: STATUS_EN[s],
});

/** CSV, for scripts: raw codes where a script reads them, Indonesian status labels, instants in ISO 8601 at WIB (`+07:00`), as the workbook shows them (docs/business-rules.md#exports). */
export const APPLICATION_CSV: CsvColumn<TAdminApplicationListItem>[] = [
  { header: 'Kode Registrasi', value: (a) => a.code_reg },
  { header: 'Perusahaan', value: (a) => a.company_name },
  { header: 'Jenis', value: (a) => a.type },
  { header: 'Kualifikasi', value: (a) => a.qualification },
  { header: 'Jumlah Sub-bidang', value: (a) => a.sub_bidang_count },
  { header: 'Status', value: (a) => STATUS_BADGE_LABELS_ID[a.status] },
  { header: 'Dibuat (WIB)', value: (a) => wibIsoOrEmpty(a.created_at) },
  { header: 'Diajukan (WIB)', value: (a) => wibIsoOrEmpty(a.submitted_at) },
  { header: 'Menunggu Sejak (WIB)', value: (a) => wibIsoOrEmpty(a.waiting_since) },
  { header: 'No. Tagihan', value: (a) => a.invoice?.transId },
  { header: 'Status Tagihan', value: (a) => (a.invoice ? STATUS_BADGE_LABELS_ID[a.invoice.status] : '') },
  { header: 'Total Tagihan', value: (a) => a.invoice?.total },
  { header: 'Permintaan Dokumen Terbuka', value: (a) => a.open_document_requests },
];

/** The workbook, for clerks: labels in the reader's language, times in WIB (docs/decisions/040). */
export const APPLICATION_XLSX: XlsxColumn<TAdminApplicationListItem>[] = [
  { header: { id: 'Kode Registrasi', en: 'Registration Code' }, kind: 'text', width: 16, value: (a) => a.code_reg },
  { header: { id: 'Perusahaan', en: 'Company' }, kind: 'text', width: 32, value: (a) => a.company_name },
  {
    header: { id: 'Jenis', en: 'Type' },
    kind: 'text',
    width: 14,
    value: (a, lang) => APPLICATION_TYPE_LABELS[a.type][lang],
  },
  {
    header: { id: 'Kualifikasi', en: 'Qualification' },
    kind: 'text',
    width: 14,
    value: (a, lang) => QUALIFICATION_LABELS[a.qualification][lang],
  },
  {
    header: { id: 'Jumlah Sub-bidang', en: 'Sub-bidang' },
    kind: 'number',
    width: 12,
    value: (a) => a.sub_bidang_count,
  },
  { header: { id: 'Status', en: 'Status' }, kind: 'text', width: 18, value: (a, lang) => statusLabel(a.status)[lang] },
  { header: { id: 'Dibuat (WIB)', en: 'Created (WIB)' }, kind: 'datetime', width: 20, value: (a) => a.created_at },
  {
    header: { id: 'Diajukan (WIB)', en: 'Submitted (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (a) => a.submitted_at,
  },
  {
    header: { id: 'Menunggu Sejak (WIB)', en: 'Waiting Since (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (a) => a.waiting_since,
  },
  { header: { id: 'No. Tagihan', en: 'Invoice No.' }, kind: 'text', width: 20, value: (a) => a.invoice?.transId },
  {
    header: { id: 'Status Tagihan', en: 'Invoice Status' },
    kind: 'text',
    width: 18,
    value: (a, lang) => (a.invoice ? statusLabel(a.invoice.status)[lang] : null),
  },
  {
    header: { id: 'Total Tagihan (Rp)', en: 'Invoice Total (Rp)' },
    kind: 'number',
    width: 16,
    value: (a) => a.invoice?.total,
  },
  {
    header: { id: 'Permintaan Dokumen Terbuka', en: 'Open Document Requests' },
    kind: 'number',
    width: 14,
    value: (a) => a.open_document_requests,
  },
];
