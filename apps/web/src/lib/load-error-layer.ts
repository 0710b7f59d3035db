import { loadNamespaces } from '@/i18n';
import type * as TErrorLayer from './errors';

/**
 * The error catalogue (lib/errors) with its texts (`errors`, `files`; `server` and `status` for the
 * messages the server names by key, docs/decisions/097): loaded on the first failure, so the first
 * pages do not carry it (docs/decisions/020). Screens that import lib/errors directly get it with
 * their own chunk.
 */
export function loadErrorLayer(): Promise<typeof TErrorLayer> {
  return Promise.all([import('./errors'), loadNamespaces(['errors', 'files', 'server', 'status'])]).then(([m]) => m);
}
