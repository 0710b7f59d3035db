import { useTranslation } from 'react-i18next';
import type { TApplicationEvent } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

/** Every status change of the application (docs/business-rules.md#applications): what, who (none for the server), when, note. */
export function TimelineCard({ events }: { events: readonly TApplicationEvent[] }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const statusT = useTranslation('status').t;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.timeline.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.timeline.empty')}</p>
        ) : (
          <ol className="space-y-3 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
            {events.map((e, i) => (
              <li key={`${e.at}-${i}`} className="text-sm">
                <p className="text-slate-900 dark:text-slate-100">
                  <span className="font-medium">{statusT(`badge.${e.to_status}`)}</span>
                  {e.from_status ? (
                    <span className="text-slate-600 dark:text-slate-400"> ← {statusT(`badge.${e.from_status}`)}</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={e.at}>{formatDateTime(e.at, localeOf(i18n.language))} WIB</time>
                  {' · '}
                  {e.actor ? t('detail.timeline.by', { name: e.actor.name }) : t('detail.timeline.system')}
                </p>
                {e.note ? (
                  <p className="mt-0.5 text-xs whitespace-pre-line text-slate-700 dark:text-slate-300">{e.note}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
