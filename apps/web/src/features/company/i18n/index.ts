import i18n from '@/i18n';
import en from './en.json';
import id from './id.json';

/**
 * The `company` namespace (id first, en second). Registered when this feature's chunk loads rather
 * than living in i18n/locales/, whose files are bundled eagerly: the login page's JavaScript
 * budget (issue 2 §8, scripts/check-bundle-size.mjs) does not pay for it. Every module that
 * uses the namespace imports this one for its side effect.
 */
export const COMPANY_NS = 'company';

if (!i18n.hasResourceBundle('id', COMPANY_NS)) {
  i18n.addResourceBundle('id', COMPANY_NS, id, true, true);
  i18n.addResourceBundle('en', COMPANY_NS, en, true, true);
}
