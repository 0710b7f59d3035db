import { WIB_OFFSET_MS, type TAuditChanges, type TAuditItem } from '@portal/contract';
import type { CsvColumn } from '../../lib/csv';

/** An instant as ISO 8601 at WIB (`2025-03-01T09:00:00+07:00`): a clerk reads it, a script parses it. */
export const wibIso = (iso: string): string =>
  `${new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

const json = (v: TAuditChanges | null) => (v === null ? null : JSON.stringify(v));

/**
 * The audit trail's CSV (docs/business-rules.md#audit-trail): the time at WIB with its offset,
 * raw codes for role, action and entity type, before/after as JSON text.
 */
export const AUDIT_CSV: CsvColumn<TAuditItem>[] = [
  { header: 'Waktu (WIB)', value: (r) => wibIso(r.at) },
  { header: 'Email Pelaku', value: (r) => r.actor_email },
  { header: 'Peran', value: (r) => r.actor_role },
  { header: 'Alamat IP', value: (r) => r.ip },
  { header: 'Aksi', value: (r) => r.action },
  { header: 'Jenis Entitas', value: (r) => r.entity_type },
  { header: 'ID Entitas', value: (r) => r.entity_id },
  { header: 'Sebelum (JSON)', value: (r) => json(r.before) },
  { header: 'Sesudah (JSON)', value: (r) => json(r.after) },
  { header: 'Alasan', value: (r) => r.reason },
];
