import {
  ENTITY_STATUS_LABELS,
  ENTITY_STATUS_LABELS_ID,
  ROLE_LABELS,
  type TAdminUserListItem,
  type TEntityStatus,
} from '@portal/contract';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';

const statusOf = (u: TAdminUserListItem): TEntityStatus => (u.is_suspended ? 'suspended' : u.status);

/** CSV, for scripts: raw codes where a script reads them, instants in ISO 8601 at WIB (`+07:00`), as the workbook shows them (docs/business-rules.md#exports). */
export const USER_CSV: CsvColumn<TAdminUserListItem>[] = [
  { header: 'UUID', value: (u) => u.uuid },
  { header: 'Nama', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Telepon', value: (u) => u.phone },
  { header: 'Peran', value: (u) => u.role },
  { header: 'Status', value: (u) => ENTITY_STATUS_LABELS_ID[statusOf(u)] },
  { header: 'Alasan Penonaktifan', value: (u) => u.suspended_reason },
  { header: 'Perusahaan', value: (u) => u.company?.name },
  { header: 'Status Perusahaan', value: (u) => (u.company ? ENTITY_STATUS_LABELS_ID[u.company.status] : '') },
  { header: 'Terdaftar (WIB)', value: (u) => wibIsoOrEmpty(u.created_at) },
];

/** The workbook, for clerks: labels in the reader's language, phones as text, times in WIB (docs/decisions/040). */
export const USER_XLSX: XlsxColumn<TAdminUserListItem>[] = [
  { header: { id: 'Nama', en: 'Name' }, kind: 'text', width: 28, value: (u) => u.name },
  { header: { id: 'Email', en: 'Email' }, kind: 'text', width: 32, value: (u) => u.email },
  { header: { id: 'Telepon', en: 'Phone' }, kind: 'text', width: 17, value: (u) => u.phone },
  { header: { id: 'Peran', en: 'Role' }, kind: 'text', width: 14, value: (u, lang) => ROLE_LABELS[u.role][lang] },
  {
    header: { id: 'Status', en: 'Status' },
    kind: 'text',
    width: 26,
    value: (u, lang) => ENTITY_STATUS_LABELS[statusOf(u)][lang],
  },
  {
    header: { id: 'Alasan Penonaktifan', en: 'Suspension Reason' },
    kind: 'text',
    width: 28,
    value: (u) => u.suspended_reason,
  },
  { header: { id: 'Perusahaan', en: 'Company' }, kind: 'text', width: 32, value: (u) => u.company?.name },
  {
    header: { id: 'Status Perusahaan', en: 'Company Status' },
    kind: 'text',
    width: 20,
    value: (u, lang) => (u.company ? ENTITY_STATUS_LABELS[u.company.status][lang] : null),
  },
  {
    header: { id: 'Terdaftar (WIB)', en: 'Registered (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (u) => u.created_at,
  },
  { header: { id: 'UUID', en: 'UUID' }, kind: 'text', width: 38, value: (u) => u.uuid },
];
