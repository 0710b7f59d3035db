/**
 * The exports module's public face (docs/decisions/023, 103): each module that owns a list defines
 * its `export.php` through defineExportRoute with its ExportDefinition, so every export holds every
 * row and a large one runs in the background.
 */
export { defineExportRoute } from './routes';
export type { ExportDefinition, ExportDeps } from './definitions';
