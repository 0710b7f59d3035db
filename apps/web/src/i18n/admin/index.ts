import i18n from '@/i18n';
import en from './en.json';
import id from './id.json';

/**
 * The admin screens' texts (namespace `admin`, id first, en second). They are registered when an
 * admin chunk loads instead of living in locales/, whose files are bundled eagerly: the login
 * page's JavaScript budget (issue 2 §8, scripts/check-bundle-size.mjs) does not pay for them.
 * Every module that uses the namespace imports this one for its side effect.
 */
export const ADMIN_NS = 'admin';

if (!i18n.hasResourceBundle('id', ADMIN_NS)) {
  i18n.addResourceBundle('id', ADMIN_NS, id, true, true);
  i18n.addResourceBundle('en', ADMIN_NS, en, true, true);
}
