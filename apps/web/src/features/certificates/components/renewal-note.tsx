import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCertificateStatus } from '@portal/contract/constants';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import type { TRenewalState } from '../lib/validity';

/**
 * The sentence about renewing: open until when, when it opens, when it closed, the application
 * already under way, or that this status is never renewed (docs/business-rules.md#certificates).
 */
export function RenewalNote({ state, status }: { state: TRenewalState; status: TCertificateStatus }) {
  const { t } = useTranslation('certificates');
  const statusT = useTranslation('status').t;
  const { locale } = useLocale();
  switch (state.kind) {
    case 'open':
      return state.lastDay ? (
        <>
          {t('renewal.openLastDay', {
            date: formatBusinessDate(state.lastDay, locale),
            closes: formatBusinessDate(state.closes, locale),
          })}
        </>
      ) : (
        <>{t('renewal.open', { date: formatBusinessDate(state.closes, locale) })}</>
      );
    case 'before':
      return <>{t('renewal.opensOn', { date: formatBusinessDate(state.opens, locale) })}</>;
    case 'after':
      return <>{t('renewal.closedOn', { date: formatBusinessDate(state.closes, locale) })}</>;
    case 'underWay':
      return (
        <>
          {t('renewal.underWay')}{' '}
          <Link
            to={`/applications/${state.codeReg}`}
            className="font-mono font-medium text-brand-700 underline dark:text-sky-300"
          >
            {state.codeReg}
          </Link>
        </>
      );
    case 'status':
      return <>{t('renewal.notRenewable', { status: statusT(`badge.${status}`) })}</>;
  }
}
