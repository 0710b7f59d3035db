import { useTranslation } from 'react-i18next';
import type { TReviewEvent } from '@portal/contract';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

/**
 * Who did what and when (docs/business-rules.md#reviewer-history), newest first, times in WIB. Used
 * by the admin company and user details; texts from the `admin` namespace they load.
 */
export function ReviewHistory({ events, title }: { events: readonly TReviewEvent[]; title: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('queue.history.empty')}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="text-sm">
              <p className="text-slate-900 dark:text-slate-100">
                <span className="font-medium">{t(`queue.history.actions.${e.action}`)}</span>
                {e.actor_name ? <> · {t('queue.history.by', { name: e.actor_name })}</> : null}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={e.at}>{formatDateTime(e.at, localeOf(i18n.language))} WIB</time>
              </p>
              {e.note ? (
                <p className="mt-0.5 text-xs whitespace-pre-line text-slate-700 dark:text-slate-300">{e.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
