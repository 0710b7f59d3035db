import { loadNamespaces } from '@/i18n';
import { normalizeError } from './normalize';
import { defaultT } from './translate';
import type { TTranslate } from './types';

/**
 * A message the server named by its `message_key` (docs/decisions/097), in the reader's language:
 * the contract's server texts are the `server` namespace (i18n/server-texts.ts); a `{status}` is
 * shown by its badge label (`status` namespace), a `{date}` in words.
 */
export const SERVER_MESSAGE_NAMESPACES = ['server', 'status'] as const;
// Screens that import the error layer directly (not through loadErrorLayer) get the texts early too.
void loadNamespaces(SERVER_MESSAGE_NAMESPACES);

const KEY = /^[a-z_]+(\.[a-z_]+)+$/;

/** The text of a server message key, or undefined when the key is not one the web app knows. */
export function translateServerMessage(
  key: string | undefined,
  params: Readonly<Record<string, string | number>> | undefined,
  t: TTranslate,
): string | undefined {
  if (!key || !KEY.test(key)) return undefined;
  const values: Record<string, unknown> = { ...params };
  if (typeof params?.status === 'string')
    values.status = t(`status:badge.${params.status}`, { defaultValue: params.status });
  if (typeof params?.date === 'string') values.date = new Date(`${params.date}T00:00:00Z`);
  return t(`server:${key}`, { ...values, defaultValue: '' }) || undefined;
}

/**
 * The server's words for a failed call, as a screen shows them (a refused change, a file that
 * cannot be opened): the text of its `message_key` in the reader's language, else the envelope's
 * own (Indonesian) message; undefined when the server said nothing.
 */
export function serverMessageOf(error: unknown, t: TTranslate = defaultT): string | undefined {
  const n = normalizeError(error);
  const own = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return translateServerMessage(n.messageKey, n.messageParams, t) ?? (typeof own === 'string' ? own : undefined);
}
