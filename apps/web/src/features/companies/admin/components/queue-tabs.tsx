import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';

/** Two views one click apart: the verification queue (default) and every company. */
export function QueueTabs({ isQueue, waiting }: { isQueue: boolean; waiting: number | undefined }) {
  const { t } = useTranslation('admin');
  const tab = (active: boolean) =>
    cn(
      'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
      active
        ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-white'
        : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
    );
  return (
    <nav aria-label={t('queue.viewsLabel')} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-900">
      <Link to="/admin/companies" aria-current={isQueue ? 'page' : undefined} className={tab(isQueue)}>
        {t('queue.queueTab')}
        {waiting !== undefined ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 tabular-nums dark:bg-amber-900/60 dark:text-amber-100">
            {waiting}
          </span>
        ) : null}
      </Link>
      <Link to="/admin/companies?view=all" aria-current={!isQueue ? 'page' : undefined} className={tab(!isQueue)}>
        {t('queue.allTab')}
      </Link>
    </nav>
  );
}
