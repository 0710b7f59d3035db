import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  EXPORT_BACKGROUND_THRESHOLD,
  languageFromAcceptLanguage,
  type TExportFormat,
  type TEndpoint,
  type TEndpointPath,
} from '@portal/contract';
import { accepted } from '../../lib/file-reply';
import { defineRoute, type RouteCtx } from '../../lib/route';
import { msg } from '../../lib/server-message';
import { parseOrThrow } from '../../lib/validation';
import { exportDefinition, registerExportDefinition, type ExportDefinition } from './definitions';
import {
  assertFormat,
  auditDirectExport,
  exportDownload,
  exportFile,
  exportStatus,
  listExports,
  runningExports,
  startExport,
} from './service';

/** Exports made in the background: start, status, the caller's list, download (docs/api.md#admin-queues-claims-notes-exports-and-setup). */
export function registerExportRoutes(app: FastifyInstance): void {
  app.addHook('onClose', async () => {
    await runningExports();
  });

  defineRoute(app, 'admin/exports/start.php', {
    handler: async ({ deps, user, body, req }) => {
      const { list, format, csrf_token: _csrf, ...raw } = body;
      const def = exportDefinition(list);
      if (!def) throw new Error(`no export definition for ${list}`);
      const filter = parseFilter(def, raw);
      assertFormat(def, format);
      const now = deps.clock.now();
      const rowCount = await def.total(deps, filter, now);
      const lang = languageFromAcceptLanguage(req.headers['accept-language']);
      const started = await startExport(deps, user, { list, filter, format, lang, rowCount }, req.log);
      return { statusCode: 202, message: msg('exports.started', { rows: rowCount }), data: started };
    },
  });

  defineRoute(app, 'admin/exports/status.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: { export: await exportStatus(deps, user, query.id) } }),
  });

  defineRoute(app, 'admin/exports/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listExports(deps, user, query) }),
  });

  defineRoute(app, 'admin/exports/download.php', {
    handler: async ({ deps, user, query }) => exportDownload(deps, user, query.id),
  });
}

/** The paths of the lists' `export.php`, by list: their query schemas check a started export's filter too. */
const EXPORT_PATHS = new Map<string, TEndpointPath>();

/** A filter of a list, as its `export.php` would parse it (without `format`, paging or sorting of its own). */
function parseFilter(
  def: ExportDefinition<never, never> | ExportDefinition<Record<string, unknown>, unknown>,
  raw: Record<string, unknown>,
) {
  const path = EXPORT_PATHS.get(def.list);
  const schema = path ? (ENDPOINTS[path] as TEndpoint).query : undefined;
  if (!schema) return raw;
  const strings = Object.fromEntries(
    Object.entries(raw)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const { format: _format, ...filter } = parseOrThrow(schema, strings) as Record<string, unknown>;
  return filter;
}

/**
 * A list's `export.php` (docs/business-rules.md#exports): every row of the filter, always. Up to
 * EXPORT_BACKGROUND_THRESHOLD rows the file is answered at once; above, the export is started in
 * the background and the answer is 202 with its id (the endpoint's `accepted`), as start.php would.
 * The definition is kept for the background runs of start.php.
 */
export function defineExportRoute<F extends Record<string, unknown>, R>(
  app: FastifyInstance,
  path: TEndpointPath,
  def: ExportDefinition<F, R>,
  /** The query without `format` as the definition takes it (e.g. without an audit list's paging). */
  filterOf: (query: Record<string, unknown>) => F = (q) => q as F,
): void {
  registerExportDefinition(def);
  EXPORT_PATHS.set(def.list, path);
  defineRoute(app, path, {
    handler: async ({ deps, user, query, req }: RouteCtx<undefined, Record<string, unknown>, 'admin'>) => {
      const { format = 'csv', ...rest } = query as Record<string, unknown> & { format?: TExportFormat };
      const filter = filterOf(rest);
      assertFormat(def, format);
      const now = deps.clock.now();
      const lang = languageFromAcceptLanguage(req.headers['accept-language']);
      const rows = await def.total(deps, filter, now);
      if (rows > EXPORT_BACKGROUND_THRESHOLD) {
        const started = await startExport(
          deps,
          user,
          { list: def.list, filter, format, lang, rowCount: rows },
          req.log,
        );
        return accepted(started, msg('exports.started', { rows }));
      }
      const file = await exportFile(def, deps, filter, format, lang, now);
      await auditDirectExport(deps, def.list, filter, format, rows, now);
      return file;
    },
  } as never);
}
