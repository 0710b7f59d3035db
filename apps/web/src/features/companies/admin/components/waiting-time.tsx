import { useTranslation } from 'react-i18next';

/** "x dari y terverifikasi" with a small bar; the text is what screen readers hear. */
export function ReviewProgress({ verified, required }: { verified: number; required: number }) {
  const { t } = useTranslation('admin');
  const pct = required ? Math.round((verified / required) * 100) : 0;
  return (
    <span className="flex min-w-32 flex-col gap-1">
      <span className="text-sm whitespace-nowrap">{t('queue.progress', { verified, required })}</span>
      <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span className="block h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${pct}%` }} />
      </span>
    </span>
  );
}
