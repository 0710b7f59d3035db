import { useTranslation } from 'react-i18next';

/** The screen's single-key shortcuts, listed where the clerk sees them (docs/decisions/036); not on a phone, which has no keys to press. */
export function KeyHints({ hints }: { hints: readonly [keys: string, action: string][] }) {
  const { t } = useTranslation('admin');
  return (
    <p className="hidden flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 sm:flex dark:text-slate-400">
      <span className="font-medium">{t('keyHints')}</span>
      {hints.map(([keys, action]) => (
        <span key={keys} className="whitespace-nowrap">
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[11px] text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
            {keys}
          </kbd>{' '}
          {action}
        </span>
      ))}
    </p>
  );
}
