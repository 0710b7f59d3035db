import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Syarat dan Ketentuan serta Kebijakan Privasi (/terms, public), linked from the sign-up checkbox.
 * The sign-up form opens it in a new tab, so what was typed there stays.
 */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const list = (key: 'terms' | 'privacy') => t(key, { returnObjects: true }) as unknown as string[];
  return (
    <article className="max-w-3xl space-y-6 text-slate-800 dark:text-slate-200">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{t('title')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('updated')}</p>
      </header>
      <p>{t('intro')}</p>
      {(['terms', 'privacy'] as const).map((key) => (
        <section key={key} aria-labelledby={`legal-${key}`} className="space-y-2">
          <h2 id={`legal-${key}`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {t(`${key}Title`)}
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed">
            {list(key).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </section>
      ))}
      <Link
        to="/register"
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-sky-300"
      >
        {t('back')}
      </Link>
    </article>
  );
}
