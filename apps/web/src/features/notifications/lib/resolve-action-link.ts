export type TActionLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** One leading slash, never `//` or `/\`, which a browser would read as another host. */
const toInAppPath = (value: string) => `/${value.replace(/^[/\\]+/, '')}`;

/**
 * Action links (docs/business-rules.md#notifications): same origin → in-app navigation (path + search + hash); another origin →
 * a new tab without opener; an unparsable value → an in-app path. Schemes other than http(s)
 * (javascript:, data:, …) are never opened: they answer null.
 */
export function resolveActionLink(actionUrl: string | null | undefined, origin: string): TActionLink | null {
  const value = actionUrl?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { kind: 'internal', path: toInAppPath(value) };
  }
  let base: string | null = null;
  try {
    base = new URL(origin).origin;
  } catch {
    /* no usable origin: nothing is "same origin" */
  }
  if (url.origin === base) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { kind: 'external', url: url.href };
}
