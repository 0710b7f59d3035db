type TJson = Record<string, unknown>;

/**
 * Every translation file outside the first paint, each a chunk of its own: (language, namespace)
 * → loader. A module of its own, loaded with the first namespace a page asks for, so the map of
 * every feature's files stays out of the login page's JavaScript (docs/decisions/020, 022).
 */
const jsonFiles = import.meta.glob<TJson>(['./locales/*/*.json', '!./locales/id/{common,shell,validation,auth}.json'], {
  import: 'default',
});

/** The `server` namespace is the contract's server texts, not a file of its own (server-texts.ts; docs/decisions/097). */
const serverTexts = (lng: 'id' | 'en') => () => import('./server-texts').then((m) => m.serverNamespace(lng));

export const localeFiles: Record<string, () => Promise<TJson>> = {
  ...jsonFiles,
  './locales/id/server.json': serverTexts('id'),
  './locales/en/server.json': serverTexts('en'),
};
