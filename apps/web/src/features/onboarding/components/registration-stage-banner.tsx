import { Clock3, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompany } from '@portal/contract';
import type { TRegistrationStage } from '../lib/registration-progress';

/** In review: a clear "waiting for the admin" state. Rejected: the admin's reasons, prominently. */
export function RegistrationStageBanner({ stage, company }: { stage: TRegistrationStage; company: TCompany }) {
  const { t } = useTranslation('onboarding');
  if (stage === 'in_review') {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100">
        <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <h2 className="font-semibold">{t('stage.inReview.title')}</h2>
          <p className="text-sm">{t('stage.inReview.body')}</p>
        </div>
      </div>
    );
  }
  if (stage === 'rejected') {
    return (
      <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <h2 className="font-semibold">{t('stage.rejected.title')}</h2>
          {company.review_note ? (
            <p className="text-sm">
              <strong className="font-semibold">{t('stage.rejected.reason')}</strong> <span className="whitespace-pre-line">{company.review_note}</span>
            </p>
          ) : null}
          <p className="text-sm">{t('stage.rejected.body')}</p>
        </div>
      </div>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>;
}
