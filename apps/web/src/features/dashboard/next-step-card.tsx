import { ArrowRight, ClipboardCheck, Clock3, FilePenLine, FileText, FileUp, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_VERIFICATION_SLA_WORKING_DAYS } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import type { TNextStep, TNextStepKind } from './lib/next-step';

const ICONS: Record<TNextStepKind, typeof FileText> = {
  completeData: FilePenLine,
  uploadDocuments: FileUp,
  fixDocument: FileText,
  submit: Send,
  resubmit: Send,
  waitReview: Clock3,
  applySbu: ClipboardCheck,
};

/** The onboarding advice (lib/next-step) among the dashboard's next steps, with its link. */
export function NextStepCard({ step }: { step: TNextStep }) {
  const { t } = useTranslation('pages');
  const { locale } = useLocale();
  const Icon = ICONS[step.kind];
  const key = `dashboard.nextStep.${step.kind}`;
  const waiting = step.kind === 'waitReview';
  return (
    <Card
      aria-labelledby="next-step-title"
      role="region"
      className="border-brand-100 bg-brand-50 dark:border-slate-700 dark:bg-slate-900"
    >
      <CardHeader>
        <h3
          id="next-step-title"
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-slate-100"
        >
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-sky-300" />
          {t(`${key}.title`)}
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <p>{t(`${key}.body`, { count: step.count ?? 0, days: COMPANY_VERIFICATION_SLA_WORKING_DAYS })}</p>
          {waiting && step.expectedBy ? (
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t('dashboard.nextStep.waitReview.expected', {
                date: formatDate(`${step.expectedBy}T12:00:00+07:00`, locale),
              })}
            </p>
          ) : null}
          {waiting ? <p>{t('dashboard.nextStep.waitReview.notice')}</p> : null}
        </div>
        <Link to={step.to} className={buttonClasses(waiting ? 'outline' : 'primary', 'md')}>
          {t(`${key}.cta`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
