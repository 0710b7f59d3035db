import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { StatusBadge } from './status-badge';

export interface TTimelineEvent {
  to_status: string;
  at: string;
  note: string | null;
  actor: { name: string } | null;
}

/**
 * The status changes of an application or an invoice, oldest first, times in WIB: the new
 * status's badge, who made the change (the server itself: "Sistem") and its note.
 */
export function StatusTimeline({ events, label }: { events: readonly TTimelineEvent[]; label: string }) {
  const { t, i18n } = useTranslation('status');
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('timeline.empty')}</p>;
  return (
    <ol aria-label={label} className="space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white dark:ring-slate-900"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={e.to_status} />
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {e.actor ? t('timeline.by', { name: e.actor.name }) : t('timeline.system')}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={e.at}>
              {formatDateTime(e.at, localeOf(i18n.language))} {t('timeline.wib')}
            </time>
          </p>
          {e.note ? (
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{e.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
