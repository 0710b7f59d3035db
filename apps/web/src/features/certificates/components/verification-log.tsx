import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelative } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useCertificateVerifications } from '../api/certificates';

const PER_PAGE = 10;

/** "Diverifikasi 12 kali, terakhir 2 jam yang lalu": the count and the last lookup, in the interface language. */
export function VerificationSummary({ count, lastAt, now }: { count: number; lastAt: string | null; now?: Date }) {
  const { t } = useTranslation('certificates');
  const { language } = useLocale();
  if (count === 0 || !lastAt)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('verifications.never')}</p>;
  return (
    <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
      {t('verifications.summary', { count, when: formatRelative(lastAt, now, language) })}
    </p>
  );
}

/** The public lookups of the certificate (verifications.php), newest first, paged on the server. No address is kept. */
export function VerificationLog({ uuid }: { uuid: string }) {
  const { t } = useTranslation('certificates');
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const q = useCertificateVerifications(uuid, page, PER_PAGE);
  if (q.isPending) return <Skeleton className="h-32 w-full" />;
  if (q.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm text-red-800 dark:text-red-200">
        {t('verifications.loadError')}
        <Button size="sm" variant="outline" onClick={() => void q.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  if (q.data.total === 0) return null;
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('verifications.caption')}</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('verifications.time')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('verifications.channel')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('verifications.browser')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {q.data.items.map((v, i) => (
              <tr key={`${v.at}-${i}`}>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={v.at}>{formatDateTime(v.at, locale)}</time>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{t(`verifications.channels.${v.channel}`)}</td>
                <td className="py-2">{v.browser ?? t('verifications.unknownBrowser')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {q.data.total > PER_PAGE ? (
        <Pagination
          page={page}
          perPage={PER_PAGE}
          total={q.data.total}
          onPageChange={setPage}
          isDisabled={q.isFetching}
        />
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('verifications.privacy')}</p>
    </div>
  );
}
