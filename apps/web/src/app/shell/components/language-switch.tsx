import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { LANGUAGE_OPTIONS, toSupportedLanguage } from '@/lib/locale';

/** Compact id/en switch for the auth and public pages (no menu library on the login chunk). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div role="group" aria-label={t('header.language')} className={cn('flex items-center gap-1', className)}>
      {LANGUAGE_OPTIONS.map((o) => (
        <button
          key={o.code}
          type="button"
          lang={o.code}
          aria-pressed={current === o.code}
          onClick={() => void i18n.changeLanguage(o.code)}
          className={cn(
            'flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
            current === o.code
              ? 'bg-brand-600 text-white shadow-sm ring-1 ring-brand-700 dark:bg-sky-300 dark:text-slate-950 dark:ring-sky-200'
              : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          <img
            src={o.flag}
            alt=""
            width={20}
            height={14}
            className="h-3.5 w-5 rounded-sm object-cover ring-1 ring-slate-300 dark:ring-slate-600"
          />
          {o.code.toUpperCase()}
          <span className="sr-only">{t(`languages.${o.code}`)}</span>
        </button>
      ))}
    </div>
  );
}
