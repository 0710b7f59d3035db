import type { TAuditChanges, TAuditItem } from '@portal/contract';
import { wibIso, type CsvColumn } from '../../lib/csv';

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
