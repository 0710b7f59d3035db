import type { TLanguage } from '../limits';

/**
 * A label in both languages. Used for the values that the server also prints in either
 * language (fee lines, PDFs, exports); badge labels of statuses live in statuses.ts (Indonesian)
 * and the web app's `status` namespace.
 */
export type TLabel = Record<TLanguage, string>;
