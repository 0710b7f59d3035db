import { useState } from 'react';
import { CircleCheck, CircleAlert, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { useSubmitRegistration } from '../api/submit-registration';
import type { TRegistrationProgress } from '../lib/registration-progress';
import { submitMissingFrom, type TSubmitMissing } from '../lib/submit-missing';
import { MissingList } from './missing-list';

/**
 * Progress (n of m required documents, data complete or not) and "submit for verification",
 * enabled only when everything required is there (registrations/submit.php decides again).
 */
export function RegistrationSummary({
  progress,
  isStaff = false,
}: {
  progress: TRegistrationProgress;
  /** Staff read the progress; submitting is the owner's (docs/business-rules.md#company-staff). */
  isStaff?: boolean;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const submit = useSubmitRegistration();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [serverMissing, setServerMissing] = useState<TSubmitMissing | null>(null);
  const total = progress.requiredDocuments.length;
  // Only accepted and awaiting documents count; a rejected one is named apart (issue 23, point 3).
  const done = progress.doneDocuments.length;
  const rejected = progress.rejectedDocuments.length;
  const rejectedNames = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    progress.rejectedDocuments.map((type) => t(`types.${type}.label`)),
  );
  const isEditable = !isStaff && (progress.stage === 'editing' || progress.stage === 'rejected');
  const showMissing = isEditable && (!progress.isDataComplete || !progress.isDocumentsComplete);

  const onConfirm = () =>
    submit.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        setServerMissing(null);
        toast({
          title: t('summary.submitted.title'),
          description: t('summary.submitted.description'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirmOpen(false);
        setServerMissing(submitMissingFrom(error));
        reportSaveError(error);
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('summary.documents', { done, total })}
          </p>
          <ProgressBar
            value={total ? (done / total) * 100 : 100}
            label={t('summary.documentsProgress')}
            valueText={t('summary.documents', { done, total })}
          />
          {rejected > 0 ? (
            <p
              className="flex items-center gap-2 text-sm text-red-700 dark:text-red-300"
              data-testid="summary-rejected"
            >
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t('summary.rejected', { count: rejected, total, names: rejectedNames })}
            </p>
          ) : null}
        </div>
        <p className="flex items-center gap-2 text-sm">
          {progress.isDataComplete ? (
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 text-amber-600" />
          )}
          {progress.isDataComplete
            ? t('summary.dataComplete')
            : t('summary.dataIncomplete', { count: progress.missingFields.length })}
        </p>
        {showMissing ? (
          <div className="rounded-md bg-slate-50 p-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <p className="mb-1 text-sm font-medium">{t('summary.missingTitle')}</p>
            <MissingList fields={progress.missingFields} documents={progress.missingDocuments} />
          </div>
        ) : null}
        {serverMissing && isEditable ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
          >
            <p className="mb-1 text-sm font-medium">{t('summary.serverMissingTitle')}</p>
            <MissingList fields={serverMissing.fields} documents={serverMissing.documents} />
          </div>
        ) : null}
        {isEditable ? (
          <div className="space-y-2">
            <p id="registration-submit-hint" className="text-xs text-slate-500 dark:text-slate-400">
              {progress.canSubmit ? t('summary.submitReady') : t('summary.submitHint')}
            </p>
            <Button
              onClick={() => setConfirmOpen(true)}
              disabled={!progress.canSubmit}
              isLoading={submit.isPending}
              aria-describedby="registration-submit-hint"
            >
              <Send aria-hidden="true" className="size-4" />
              {progress.stage === 'rejected' ? t('summary.resubmit') : t('summary.submit')}
            </Button>
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('summary.confirm.title')}
        description={t('summary.confirm.description')}
        confirmLabel={t('summary.confirm.confirm')}
        isPending={submit.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
