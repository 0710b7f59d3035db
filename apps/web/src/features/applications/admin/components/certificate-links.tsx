import { Award, Eye, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STATUS, type TApplication } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';

/**
 * The way from a decided application to its certificate: an approved one to the preview and the
 * publish page, a completed one to the certificate it produced.
 */
export function CertificateLinks({ app }: { app: TApplication }) {
  const { t } = useTranslation('adminWorkflow');
  if (app.status === APPLICATION_STATUS.APPROVED && !app.certificate)
    return (
      <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        <p className="text-sm text-emerald-700 dark:text-emerald-300">{t('detail.certificate.readyText')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/sbu/preview/${app.code_reg}`} className={buttonClasses('outline')}>
            <Eye aria-hidden="true" className="size-4" />
            {t('detail.certificate.previewSbu')}
          </Link>
          <Link to={`/admin/sbu/publish/${app.code_reg}`} className={buttonClasses('primary')}>
            <Send aria-hidden="true" className="size-4" />
            {t('detail.certificate.publishSbu')}
          </Link>
        </div>
      </div>
    );
  if (app.certificate)
    return (
      <p className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <Award aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
        {t('detail.certificate.publishedText')}
        <Link
          to={`/admin/certificates/${app.certificate.certificate_uuid}`}
          className="font-mono font-medium text-brand-700 underline dark:text-brand-100"
          aria-label={t('detail.certificate.openCertificate', { number: app.certificate.number })}
        >
          {app.certificate.number}
        </Link>
      </p>
    );
  return null;
}
