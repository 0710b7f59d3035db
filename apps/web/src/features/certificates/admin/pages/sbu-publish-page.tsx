import { useState, type FormEvent } from 'react';
import { AlertTriangle, ArrowLeft, CheckCircle2, ClipboardList, Eye, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ZPublishCertificateRequest, isCodeReg, type TCertificateDraftResponse } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailError, DetailSkeleton } from '@/components/ui/detail-states';
import { SIGNATORY_FIELDS, SignatoryFields, type TSignatoryField as TField } from '@/components/admin/signatory-fields';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { showErrorToast } from '@/lib/errors';
import { formatBusinessDate } from '@/lib/format-date';
import { issueFields } from '@/lib/issue-fields';
import { localeOf } from '@/lib/locale';
import { ClaimControl, useClaimWarning } from '@/features/claims';
import { useCertificateDraft, usePublishCertificate } from '../api/certificates';
import { CertificateDataList } from '../components/certificate-data-list';
import { refusalMessage } from '@/lib/admin/action-error';
import { fieldErrors, publishedCertificateOf } from '../lib/action-error';
import { SETTINGS_PATH, blockerKey, stopsPublishing } from '../lib/blockers';

const ZSignatory = ZPublishCertificateRequest.pick({ signatory_name: true, signatory_position: true });

/**
 * Terbitkan SBU: the admin checks what the certificate will print (company, address, NPWP,
 * qualification, sub-bidang with KBLI, dates, validity, body), confirms or corrects the
 * signatory, and publishes after a confirmation (docs/business-rules.md#certificates).
 */
export function SbuPublishPage() {
  const { t } = useTranslation('adminCertificates');
  const raw = useParams().applicationId ?? '';
  const code = isCodeReg(raw) ? raw : null;
  const draft = useCertificateDraft(code);
  const notFound = { title: t('publish.notFoundTitle'), description: t('publish.notFound') };
  if (!code)
    return (
      <DetailError
        error={null}
        onRetry={() => undefined}
        listPath="/admin/applications"
        icon={ClipboardList}
        notFound={notFound}
      />
    );
  if (draft.isPending) return <DetailSkeleton />;
  if (draft.isError) {
    const refused = refusalMessage(draft.error);
    if (refused)
      return (
        <div className="space-y-4">
          <PageHeader title={t('publish.title', { code })} />
          <Refusal error={draft.error} code={code} message={refused} />
        </div>
      );
    return (
      <DetailError
        error={draft.error}
        onRetry={() => void draft.refetch()}
        listPath="/admin/applications"
        icon={ClipboardList}
        notFound={notFound}
      />
    );
  }
  return <PublishForm draft={draft.data} />;
}

/** A 409: the server's words; "already published" links to the certificate it names. */
function Refusal({ error, code, message }: { error: unknown; code: string; message: string }) {
  const { t } = useTranslation('adminCertificates');
  const existing = publishedCertificateOf(error);
  return (
    <Callout
      tone="warning"
      icon={AlertTriangle}
      title={existing ? t('publish.alreadyPublished') : t('refusedTitle')}
      role="alert"
    >
      <p className="text-sm">{message}</p>
      <p className="flex flex-wrap gap-3 pt-1 text-sm">
        {existing ? (
          <Link to={`/admin/certificates/${existing.certificate_uuid}`} className="font-medium underline">
            {t('publish.openExisting', { number: existing.number ?? '' }).trim()}
          </Link>
        ) : null}
        <Link to={`/admin/applications/${code}`} className="font-medium underline">
          {t('preview.back')}
        </Link>
      </p>
    </Callout>
  );
}

function PublishForm({ draft }: { draft: TCertificateDraftResponse }) {
  const { t, i18n } = useTranslation('adminCertificates');
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const code = draft.code_reg;
  const [values, setValues] = useState<Record<TField, string>>({
    signatory_name: draft.data.signatory_name,
    signatory_position: draft.data.signatory_position,
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ error: unknown; message: string } | null>(null);
  const publish = usePublishCertificate();
  const focus = useReturnFocus();
  const blocked = stopsPublishing(draft.blockers);
  const claimWarning = useClaimWarning();

  const set = (f: TField, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZSignatory.safeParse(values);
    const found = issueFields(parsed.error) as Partial<Record<TField, string>>;
    setErrors(found);
    if (!parsed.success) {
      document.getElementById(`publish-${SIGNATORY_FIELDS.find((f) => found[f])}`)?.focus();
      return;
    }
    focus.remember();
    setRefusal(null);
    // Another clerk's claim: a warning first (the server never refuses because of a claim).
    claimWarning.confirmFirst(draft.claimed_by, () => setConfirming(true));
  };
  const run = () => {
    const body = ZSignatory.parse(values);
    publish.mutate(
      { code_reg: code, ...body },
      {
        onSuccess: (data) => {
          toast({ title: t('publish.done', { number: data.certificate.number }), variant: 'success' });
          void navigate(`/admin/certificates/${data.certificate.certificate_uuid}`);
        },
        onError: (error) => {
          setConfirming(false);
          const fields = fieldErrors(error);
          if (fields.signatory_name || fields.signatory_position) {
            setErrors({ signatory_name: fields.signatory_name, signatory_position: fields.signatory_position });
            focus.restore();
            return;
          }
          const refused = refusalMessage(error);
          if (refused) setRefusal({ error, message: refused });
          else {
            focus.restore();
            showErrorToast(error);
          }
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('publish.title', { code })}
        description={t('publish.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={`/admin/applications/${code}`} className={buttonClasses('ghost')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('preview.back')}
            </Link>
            <Link to={`/admin/sbu/preview/${code}`} className={buttonClasses('outline')}>
              <Eye aria-hidden="true" className="size-4" />
              {t('publish.preview')}
            </Link>
          </div>
        }
      />
      <ClaimControl
        target={{ entity_type: 'application', entity_id: code, label: code }}
        claimedBy={draft.claimed_by}
      />
      {refusal ? <Refusal error={refusal.error} code={code} message={refusal.message} /> : null}
      {draft.blockers.length ? (
        <Callout
          tone={blocked ? 'danger' : 'warning'}
          icon={AlertTriangle}
          title={blocked ? t('publish.blockedTitle') : t('publish.checkTitle')}
          role="alert"
        >
          <ul id="publish-blockers" className="list-disc space-y-1 pl-5 text-sm">
            {draft.blockers.map((b) => (
              <li key={b}>
                {t(`publish.blockers.${blockerKey(b)}`, { code: b })}{' '}
                {b === 'BODY_NAME_MISSING' || b === 'SIGNATORY_MISSING' ? (
                  <Link to={SETTINGS_PATH} className="font-medium underline">
                    {t('publish.openSettings')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>{t('publish.dataTitle')}</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('publish.dataHint')}</p>
            </CardHeader>
            <CardContent>
              <CertificateDataList
                data={draft.data}
                withSignatory={false}
                extra={[
                  [t('fields.applicationType'), t(`types.${draft.application_type}`)],
                  [t('fields.issuedOn'), formatBusinessDate(draft.issued_on, locale)],
                  [t('fields.validUntil'), formatBusinessDate(draft.valid_until, locale)],
                  [t('fields.validityYears'), t('fields.years', { count: draft.validity_years })],
                  [
                    t('fields.replaces'),
                    draft.replaces ? (
                      <Link
                        key="rep"
                        to={`/admin/certificates/${draft.replaces.certificate_uuid}`}
                        className="font-mono text-brand-700 hover:underline dark:text-brand-100"
                      >
                        {draft.replaces.number}
                      </Link>
                    ) : null,
                  ],
                ]}
              />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>{t('publish.signatoryTitle')}</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('publish.signatoryHint')}</p>
            </CardHeader>
            <CardContent>
              <form noValidate onSubmit={onSubmit} className="space-y-3">
                <SignatoryFields
                  idPrefix="publish"
                  values={values}
                  errors={errors}
                  onChange={set}
                  autoComplete="person"
                />
                {blocked ? null : (
                  <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {t('publish.ready')}
                  </p>
                )}
                <Button
                  type="submit"
                  disabled={blocked}
                  aria-describedby={blocked ? 'publish-blockers' : undefined}
                  className="w-full"
                >
                  <Send aria-hidden="true" className="size-4" />
                  {t('publish.submit')}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
      </div>
      {claimWarning.dialog}
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => {
            if (!o) {
              setConfirming(false);
              focus.restore();
            }
          }}
          title={t('publish.confirmTitle', { code })}
          description={t('publish.confirmText', {
            company: draft.data.company_name,
            until: formatBusinessDate(draft.valid_until, locale),
            name: values.signatory_name.trim(),
          })}
          confirmLabel={t('publish.submit')}
          isPending={publish.isPending}
          onConfirm={run}
        />
      ) : null}
    </div>
  );
}
