import i18n from '@/i18n';
import type { TTranslate } from './types';

/** The app's i18n instance: texts follow the language the user chose. */
export const defaultT: TTranslate = (key, options) => String(i18n.t(key, options));
