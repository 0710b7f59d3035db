import { ArrowLeft, ArrowRight, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isCodeReg } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { DetailError } from '@/components/ui/detail-states';
import { PageHeader } from '@/components/ui/page-header';
import { apiUrl } from '@/lib/api-client';
import { PdfFrame } from '../components/pdf-frame';

/**
 * Pratinjau SBU: the certificate PDF an approved application would get, made on request and not
 * stored (the number is a placeholder), before the admin goes on to publish it.
 */
export function SbuPreviewPage() {
  const { t } = useTranslation('adminCertificates');
  const raw = useParams().applicationId ?? '';
  if (!isCodeReg(raw))
    return (
      <DetailError
        error={null}
        onRetry={() => undefined}
        listPath="/admin/applications"
        icon={ClipboardList}
        notFound={{ title: t('preview.notFoundTitle'), description: t('preview.notFound') }}
      />
    );
  const code = raw;
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('preview.title', { code })}
        description={t('preview.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={`/admin/applications/${code}`} className={buttonClasses('outline')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('preview.back')}
            </Link>
            <Link to={`/admin/sbu/publish/${code}`} className={buttonClasses('primary')}>
              {t('preview.next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        }
      />
      <PdfFrame
        url={apiUrl('admin/certificates/view.php', { code_reg: code })}
        title={t('preview.frameTitle', { code })}
        fileName={`pratinjau-sbu-${code}.pdf`}
        messages={{ conflict: t('preview.conflict'), notFound: t('preview.notFound') }}
      />
    </div>
  );
}
