import { Clock3, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompany } from '@portal/contract';
import { Callout } from '@/components/ui/callout';
import type { TRegistrationStage } from '../lib/registration-progress';

/** In review: a clear "waiting for the admin" state. Rejected: the admin's reasons, prominently. */
export function RegistrationStageBanner({ stage, company }: { stage: TRegistrationStage; company: TCompany }) {
  const { t } = useTranslation('onboarding');
  if (stage === 'in_review') {
    return (
      <Callout tone="info" icon={Clock3} title={t('stage.inReview.title')} role="status">
        <p className="text-sm">{t('stage.inReview.body')}</p>
      </Callout>
    );
  }
  if (stage === 'rejected') {
    return (
      <Callout tone="danger" icon={TriangleAlert} title={t('stage.rejected.title')} role="alert">
        {company.review_note ? (
          <p className="text-sm">
            <strong className="font-semibold">{t('stage.rejected.reason')}</strong>{' '}
            <span className="whitespace-pre-line">{company.review_note}</span>
          </p>
        ) : null}
        <p className="text-sm">{t('stage.rejected.body')}</p>
      </Callout>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>;
}
