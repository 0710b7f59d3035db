import type { TExportList, TLabel } from '@portal/contract';
import type { CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';
import type { Deps } from '../../types';

export type ExportDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * How one list is exported (docs/business-rules.md#exports): the module that owns the list gives
 * its file's name and sheet, its total and its pages under a filter (the list's own functions, so
 * a file holds exactly what the list shows), and its columns. `F` is the filter as its `export.php`
 * parses it, without `format`.
 */
export interface ExportDefinition<F, R> {
  list: TExportList;
  /** `permohonan`, `perpanjangan` …: the file's name before its date. */
  baseName: (filter: F) => string;
  sheetName: TLabel;
  /** The list's own `total` under the filter. */
  total: (deps: ExportDeps, filter: F, now: Date) => Promise<number>;
  /** A page reader in the list's own order. */
  page: (deps: ExportDeps, filter: F, now: Date) => (limit: number, offset: number) => Promise<R[]>;
  csv: CsvColumn<R>[];
  /** Null: the list is exported as CSV only (the audit trail). */
  xlsx: XlsxColumn<R>[] | null;
}

// The definitions, by list, as the owning modules register their export routes (defineExportRoute):
// the background runner finds the one an export was started for here, without importing the
// modules that own the lists (they import this one).
const registry = new Map<TExportList, ExportDefinition<never, never>>();

export function registerExportDefinition<F, R>(def: ExportDefinition<F, R>): void {
  registry.set(def.list, def as unknown as ExportDefinition<never, never>);
}

export function exportDefinition(list: TExportList): ExportDefinition<Record<string, unknown>, unknown> | null {
  return (registry.get(list) as unknown as ExportDefinition<Record<string, unknown>, unknown>) ?? null;
}
