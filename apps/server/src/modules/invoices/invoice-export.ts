import { STATUS_BADGE_LABELS_ID, type TAdminInvoiceSummary, type TInvoiceStatus, type TLabel } from '@portal/contract';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';

/** Invoice statuses in both languages for the workbook (docs/business-rules.md#status-labels). */
const INVOICE_STATUS_LABELS: Record<TInvoiceStatus, TLabel> = {
  pending: { id: STATUS_BADGE_LABELS_ID.pending, en: 'Awaiting payment' },
  waiting_confirmation: { id: STATUS_BADGE_LABELS_ID.waiting_confirmation, en: 'Verification' },
  paid: { id: STATUS_BADGE_LABELS_ID.paid, en: 'Paid' },
  failed: { id: STATUS_BADGE_LABELS_ID.failed, en: 'Failed' },
  cancelled: { id: STATUS_BADGE_LABELS_ID.cancelled, en: 'Cancelled' },
  refunded: { id: STATUS_BADGE_LABELS_ID.refunded, en: 'Refunded' },
};

/** CSV, for scripts: amounts as whole rupiah, instants in ISO 8601 at WIB (`+07:00`), as the workbook shows them (docs/business-rules.md#exports). */
export const INVOICE_CSV: CsvColumn<TAdminInvoiceSummary>[] = [
  { header: 'No. Tagihan', value: (r) => r.transId },
  { header: 'Kode Registrasi', value: (r) => r.application.code_reg },
  { header: 'ID Perusahaan', value: (r) => r.company_id },
  { header: 'Nama Perusahaan', value: (r) => r.company_name },
  { header: 'Status', value: (r) => STATUS_BADGE_LABELS_ID[r.status] },
  { header: 'Total (Rp)', value: (r) => r.total },
  { header: 'Diterbitkan (WIB)', value: (r) => wibIsoOrEmpty(r.issued_at) },
  { header: 'Jatuh Tempo', value: (r) => r.due_date },
  { header: 'Dibayar (WIB)', value: (r) => wibIsoOrEmpty(r.paid_at) },
  { header: 'Status Berubah (WIB)', value: (r) => wibIsoOrEmpty(r.status_changed_at) },
];

/** The workbook, for clerks: times in WIB, labels in the reader's language (docs/decisions/040). */
export const INVOICE_XLSX: XlsxColumn<TAdminInvoiceSummary>[] = [
  { header: { id: 'No. Tagihan', en: 'Invoice No.' }, kind: 'text', width: 20, value: (r) => r.transId },
  {
    header: { id: 'Kode Registrasi', en: 'Registration Code' },
    kind: 'text',
    width: 16,
    value: (r) => r.application.code_reg,
  },
  { header: { id: 'ID Perusahaan', en: 'Company ID' }, kind: 'number', width: 9, value: (r) => r.company_id },
  { header: { id: 'Nama Perusahaan', en: 'Company Name' }, kind: 'text', width: 34, value: (r) => r.company_name },
  {
    header: { id: 'Status', en: 'Status' },
    kind: 'text',
    width: 20,
    value: (r, lang) => INVOICE_STATUS_LABELS[r.status][lang],
  },
  { header: { id: 'Total (Rp)', en: 'Total (IDR)' }, kind: 'number', width: 15, value: (r) => r.total },
  { header: { id: 'Diterbitkan (WIB)', en: 'Issued (WIB)' }, kind: 'datetime', width: 20, value: (r) => r.issued_at },
  { header: { id: 'Jatuh Tempo', en: 'Due Date' }, kind: 'date', width: 12, value: (r) => r.due_date },
  { header: { id: 'Dibayar (WIB)', en: 'Paid (WIB)' }, kind: 'datetime', width: 20, value: (r) => r.paid_at },
  {
    header: { id: 'Status Berubah (WIB)', en: 'Status Changed (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (r) => r.status_changed_at,
  },
];
