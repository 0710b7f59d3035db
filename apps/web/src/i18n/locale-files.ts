type TJson = Record<string, unknown>;

/**
 * Every translation file outside the first paint, each a chunk of its own: (language, namespace)
 * → loader. A module of its own, loaded with the first namespace a page asks for, so the map of
 * every feature's files stays out of the login page's JavaScript (docs/decisions/020, 022).
 */
export const localeFiles = import.meta.glob<TJson>(
  ['./locales/*/*.json', '!./locales/id/{common,shell,validation,auth}.json'],
  {
    import: 'default',
  },
);
