import { useState } from 'react';
import { AlertTriangle, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TSessionItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { reportSaveError, translateError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useRevokeSessions, useSessions } from '../api/sessions';

type TConfirm = { kind: 'one'; session: TSessionItem } | { kind: 'others' } | null;

/**
 * "Sesi Aktif" in Pengaturan (docs/business-rules.md#sessions, docs/decisions/098): every live
 * session of the account — browser and system, address, started and last seen in Asia/Jakarta —
 * with "this device" marked; one other session or all others end after a confirmation. At most
 * ten sessions exist (SESSIONS_PER_USER_MAX), so the list needs no pages.
 */
export function SessionsCard() {
  const { t } = useTranslation('settings');
  const { locale } = useLocale();
  const list = useSessions();
  const revoke = useRevokeSessions();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const describe = (s: TSessionItem) =>
    [s.browser ?? t('sessions.unknownBrowser'), s.device ?? t('sessions.unknownDevice')].join(' · ');

  const onConfirm = () => {
    if (!confirm) return;
    revoke.mutate(confirm.kind === 'one' ? { id: confirm.session.id } : { all_others: true }, {
      onSuccess: (data) => {
        setConfirm(null);
        toast({
          title: t('sessions.endedTitle'),
          description: t('sessions.ended', { count: data.ended }),
          variant: 'success',
        });
      },
      onError: (failure) => {
        setConfirm(null);
        reportSaveError(failure);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-brand-600" />
          {t('sessions.title')}
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions.description')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isPending ? (
          <div>
            <p role="status" className="sr-only">
              {t('sessions.loading')}
            </p>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <Callout tone="danger" icon={AlertTriangle} title={t('sessions.loadFailedTitle')} role="alert">
            <p className="text-sm">{translateError(list.error).message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              {t('twoFactor.retry')}
            </Button>
          </Callout>
        ) : (
          <>
            <ul aria-label={t('sessions.title')} className="divide-y divide-slate-200 dark:divide-slate-800">
              {sessions.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 space-y-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                      {describe(s)}
                      {s.current ? (
                        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                          {t('sessions.thisDevice')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                      {t('sessions.address', { ip: s.ip ?? '-' })}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t('sessions.lastSeen')}{' '}
                      <time dateTime={s.last_seen_at}>{formatDateTime(s.last_seen_at, locale)} WIB</time>
                      {' · '}
                      {t('sessions.created')}{' '}
                      <time dateTime={s.created_at}>{formatDateTime(s.created_at, locale)} WIB</time>
                    </p>
                  </div>
                  {s.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      className="self-start sm:self-center"
                      aria-label={t('sessions.endOneLabel', { session: describe(s), ip: s.ip ?? '-' })}
                      onClick={() => setConfirm({ kind: 'one', session: s })}
                    >
                      {t('sessions.endOne')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions.noOthers')}</p>
            ) : (
              <Button variant="destructive" size="sm" onClick={() => setConfirm({ kind: 'others' })}>
                {t('sessions.endOthers')}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'one' ? t('sessions.endOneConfirmTitle') : t('sessions.endOthersConfirmTitle')}
        description={
          confirm?.kind === 'one'
            ? t('sessions.endOneConfirm', { session: describe(confirm.session), ip: confirm.session.ip ?? '-' })
            : t('sessions.endOthersConfirm', { count: others.length })
        }
        confirmLabel={confirm?.kind === 'one' ? t('sessions.endOne') : t('sessions.endOthers')}
        destructive
        isPending={revoke.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
