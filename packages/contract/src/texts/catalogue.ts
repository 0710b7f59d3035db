import type { TLanguage } from '../limits';

/**
 * The id/en text catalogues (docs/decisions/097): every sentence the server writes (envelope
 * messages, e-mails, notifications, PDFs) is one entry, Indonesian first, English second. An entry
 * is plain text with `{name}` placeholders that `format` fills in. Zod-free, so any web chunk can
 * import a catalogue.
 */
export type TCatalogue<K extends string> = { readonly [L in TLanguage]: Readonly<Record<K, string>> };

/** The keys of a catalogue. */
export type TCatalogueKey<C> = C extends TCatalogue<infer K> ? K : never;

/**
 * Declares a catalogue: its keys are those of `id`, and `en` must have every one of them and no
 * other (the compiler says which is missing or extra).
 */
export const defineCatalogue = <const K extends string>(texts: {
  id: Record<K, string>;
  en: NoInfer<Record<K, string>>;
}): TCatalogue<K> => texts;

/** Values for a text's placeholders. */
export type TTextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` with `params.name`; a placeholder without a value stays as it is (a test names every one). */
export const format = (text: string, params: TTextParams = {}): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

/** One language of a catalogue as a function: `t('key', { name: 'Budi' })`. */
export const textsIn =
  <K extends string>(texts: TCatalogue<K>, lang: TLanguage) =>
  (key: K, params?: TTextParams): string =>
    format(texts[lang][key], params);

/** The placeholder names of a text, sorted and each once (the catalogue tests compare id and en with it). */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
