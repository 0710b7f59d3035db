import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCertificateCurrent, TPublicCertificate } from '@portal/contract';
import { QUALIFICATION_LABELS } from '@portal/contract/constants';
import { DetailList } from '@/components/ui/detail-list';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { StatusHero } from './status-hero';

/**
 * A certificate as the public sees it, for both `/sertifikat/{uuid}` and `/verify`: the status
 * first and large, then the public fields (ZPublicCertificate, which holds nothing private), and
 * when this visitor's check was made.
 */
export function CertificatePanel({
  certificate,
  current = null,
  checkedAt,
}: {
  certificate: TPublicCertificate;
  current?: TCertificateCurrent | null;
  checkedAt: Date;
}) {
  const { t } = useTranslation('publicCertificate');
  const { language, locale } = useLocale();
  const statusId = useId();
  const subBidangId = useId();
  return (
    <article
      aria-labelledby={statusId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <StatusHero certificate={certificate} current={current} headingId={statusId} />
      <div className="space-y-6 p-5 sm:p-6">
        <section aria-label={t('details.heading')} className="space-y-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {t('details.company')}
            </p>
            <p className="text-lg font-semibold break-words text-slate-900 sm:text-xl dark:text-slate-100">
              {certificate.company_name}
            </p>
          </div>
          <DetailList
            items={[
              [t('details.number'), <span className="font-mono font-semibold">{certificate.number}</span>],
              [t('details.qualification'), QUALIFICATION_LABELS[certificate.qualification][language]],
              [t('details.issued'), formatBusinessDate(certificate.issued_on, locale)],
              [t('details.validUntil'), formatBusinessDate(certificate.valid_until, locale)],
              [t('details.revision'), String(certificate.revision)],
              [t('details.body'), certificate.body_name],
            ]}
          />
        </section>
        <section aria-labelledby={subBidangId} className="space-y-2">
          <h3 id={subBidangId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('details.subBidang', { count: certificate.sub_bidang.length })}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {certificate.sub_bidang.map((s) => (
              <li key={s.code} className="space-y-0.5 px-3 py-2.5 text-sm">
                <p className="text-slate-900 dark:text-slate-100">
                  <span className="mr-2 font-mono font-semibold">{s.code}</span>
                  {s.name}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('details.bidang')}: {s.bidang_name} · {t('details.kbli')}{' '}
                  <span className="font-mono">{s.kbli_code}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <footer className="flex items-start gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 text-xs text-slate-600 sm:px-6 dark:border-slate-800 dark:bg-slate-950/40 dark:text-slate-400">
        <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
        <p>
          <span className="block" data-testid="checked-at">
            {t('checkedAt', { at: formatDateTime(checkedAt, locale) })}
          </span>
          <span className="block">{t('privacy')}</span>
        </p>
      </footer>
    </article>
  );
}
