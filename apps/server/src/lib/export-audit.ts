import { CSV_EXPORT_MAX_ROWS } from './csv';
import { recordAudit } from './audit';
import type { Db } from '../db/client';

/**
 * Every administrator's export is written to the audit trail before a byte of it is sent
 * (docs/business-rules.md#audited-actions, docs/decisions/099): `export.<list>` on the entity
 * `export`/`<list>`, with the filter as given (empty values left out), the format and the number
 * of rows the file holds (the list's total, at most CSV_EXPORT_MAX_ROWS). An export whose row
 * cannot be written is not sent.
 */
export async function auditExport(
  deps: { db: Db; clock: { now(): Date } },
  list: 'users' | 'companies' | 'applications' | 'transactions' | 'certificates' | 'audit',
  query: Record<string, unknown>,
  total: number,
): Promise<void> {
  const { page: _page, per_page: _perPage, format, ...rest } = query;
  const filter = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      action: `export.${list}`,
      entityType: 'export',
      entityId: list,
      after: { filter, format: format === 'xlsx' ? 'xlsx' : 'csv', rows: Math.min(total, CSV_EXPORT_MAX_ROWS) },
      at: deps.clock.now(),
    }),
  );
}
