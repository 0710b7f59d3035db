import { Eye, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCertificateSummary } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';

/** The renewal path of a certificate (the renewal application, docs/decisions/072). */
export const renewalPath = (uuid: string) => `/renewal/sbu/${uuid}`;
/** The upgrade application starts from the same page with `?type=upgrade` (docs/decisions/072). */
export const upgradePath = (uuid: string) => `/renewal/sbu/${uuid}?type=upgrade`;

/** A row's actions: its detail, the renewal while `renewal.can_renew`, or the renewal already under way. */
export function CertificateActions({ c }: { c: TCertificateSummary }) {
  const { t } = useTranslation('certificates');
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/certificates/view/${c.certificate_uuid}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={t('actions.viewFor', { number: c.number })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('actions.view')}
        </Link>
        {c.renewal.can_renew ? (
          <Link
            to={renewalPath(c.certificate_uuid)}
            className={buttonClasses('primary', 'sm')}
            aria-label={t('actions.renewFor', { number: c.number })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('actions.renew')}
          </Link>
        ) : null}
      </div>
      {c.renewal.renewal_code_reg ? (
        <Link
          to={`/applications/${c.renewal.renewal_code_reg}`}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-sky-300"
        >
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {t('actions.openRenewal')}
          </span>{' '}
          <span className="font-mono">{c.renewal.renewal_code_reg}</span>
        </Link>
      ) : null}
    </div>
  );
}
