import { useMemo, useState, type FormEvent } from 'react';
import { AlertTriangle, ArrowLeft, Award, CheckCircle2, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ZUpdateCertificateRequest, type TAdminCertificate, type TUpdateCertificateRequest } from '@portal/contract';
import { SignatoryFields } from '@/components/admin/signatory-fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CERTIFICATE_STATUS, QUALIFICATIONS } from '@portal/contract/constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailError, DetailSkeleton } from '@/components/ui/detail-states';
import { FileButtons } from '@/components/ui/file-links';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { SubBidangPicker, type TPickedSubBidang } from '@/features/applications';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { showErrorToast } from '@/lib/errors';
import { translateFieldMessage } from '@/lib/field-messages';
import { issueFields } from '@/lib/issue-fields';
import { useAdminCertificate, useUpdateCertificate } from '../api/certificates';
import { refusalMessage } from '@/lib/admin/action-error';
import { isPendingApproval, toastPendingApproval } from '@/lib/admin/pending-approval';
import { fieldErrors } from '../lib/action-error';
import { isCertificateUuid } from '../lib/list-filters';
import { changedFields, revisionValuesOf, type TRevisionField, type TRevisionValues } from '../lib/revision-form';

type TFormField = TRevisionField | 'reason';

/**
 * Revisi Data SBU (docs/business-rules.md#certificates): the admin corrects what an active
 * certificate prints and says why; the number stays, the revision counter goes up and a new PDF
 * is made, earlier PDFs stay. Only the changed fields are sent.
 */
export function SbuEditPage() {
  const { t } = useTranslation('adminCertificates');
  const raw = useParams().certificateUuid ?? '';
  const uuid = isCertificateUuid(raw) ? raw : null;
  const detail = useAdminCertificate(uuid);
  const notFound = { title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') };
  if (!uuid)
    return (
      <DetailError
        error={null}
        onRetry={() => undefined}
        listPath="/admin/certificates"
        icon={Award}
        notFound={notFound}
      />
    );
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return (
      <DetailError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        listPath="/admin/certificates"
        icon={Award}
        notFound={notFound}
      />
    );
  return <RevisionForm key={detail.data.certificate.certificate_uuid} certificate={detail.data.certificate} />;
}

function RevisionForm({ certificate: c }: { certificate: TAdminCertificate }) {
  const { t } = useTranslation('adminCertificates');
  const tc = useTranslation('common').t;
  const initial = useMemo(() => revisionValuesOf(c), [c]);
  const [values, setValues] = useState<TRevisionValues>(initial);
  const [picked, setPicked] = useState<TPickedSubBidang[]>(() =>
    c.data.sub_bidang.map((s) => ({ code: s.code, name: s.name, bidang_code: s.bidang_code, kbli_code: s.kbli_code })),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TFormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<TAdminCertificate | null>(null);
  const [pendingApproval, setPendingApproval] = useState(false);
  const update = useUpdateCertificate();
  const isActive = c.status === CERTIFICATE_STATUS.ACTIVE;
  const changes = changedFields(initial, values);
  useUnsavedChangesWarning(!done && !pendingApproval && (Object.keys(changes).length > 0 || reason.trim() !== ''));

  const change = (f: Exclude<TRevisionField, 'sub_bidang_codes'>, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };
  const set = (f: Exclude<TRevisionField, 'sub_bidang_codes'>) => (e: { target: { value: string } }) =>
    change(f, e.target.value);
  const focusFirst = (found: Partial<Record<TFormField, string>>) => {
    const first = (
      [
        'company_name',
        'company_address',
        'sub_bidang_codes',
        'qualification',
        'signatory_name',
        'signatory_position',
        'reason',
      ] as const
    ).find((f) => found[f]);
    if (first) document.getElementById(`revise-${first}`)?.focus();
  };

  // Defect 10: a revision re-issues the certificate, so it is confirmed before it is saved.
  const [confirming, setConfirming] = useState<TUpdateCertificateRequest | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(changes).length === 0) {
      setFormError(t('edit.nothingChanged'));
      return;
    }
    const body = { uuid: c.certificate_uuid, reason, ...changes };
    const parsed = ZUpdateCertificateRequest.safeParse(body);
    const found = issueFields(parsed.error) as Partial<Record<TFormField, string>>;
    setErrors(found);
    if (!parsed.success) {
      focusFirst(found);
      return;
    }
    setConfirming(parsed.data);
  };
  const save = (data: TUpdateCertificateRequest) =>
    update.mutate(data, {
      onSuccess: (data) => {
        if (isPendingApproval(data)) {
          toastPendingApproval();
          setPendingApproval(true);
          return;
        }
        toast({
          title: t('edit.done', { number: data.certificate.number, revision: data.certificate.revision }),
          variant: 'success',
        });
        setDone(data.certificate);
      },
      onError: (error) => {
        const server = fieldErrors(error) as Partial<Record<TFormField, string>>;
        if (Object.keys(server).length) {
          setErrors(server);
          focusFirst(server);
          return;
        }
        const refused = refusalMessage(error);
        if (refused) setFormError(refused);
        else showErrorToast(error);
      },
      onSettled: () => setConfirming(null),
    });
  const err = (f: TFormField) => translateFieldMessage(errors[f], t);

  if (pendingApproval) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('edit.title', { number: c.number })} />
        <Callout tone="info" icon={Info} title={tc('approvalPending.title')} role="status">
          <p className="text-sm">{tc('approvalPending.description')}</p>
        </Callout>
        <Link to={`/admin/certificates/${c.certificate_uuid}`} className={buttonClasses('primary')}>
          {t('edit.openDetail')}
        </Link>
      </div>
    );
  }

  if (done) {
    const pdf =
      done.revision_pdf_urls[done.revisions.findIndex((r) => r.revision === done.revision)] ??
      done.revision_pdf_urls.at(-1) ??
      done.pdf_url;
    return (
      <div className="space-y-6">
        <PageHeader title={t('edit.title', { number: c.number })} />
        <Callout
          tone="info"
          icon={CheckCircle2}
          title={t('edit.doneTitle', { number: done.number, revision: done.revision })}
          role="status"
        >
          <p className="text-sm">{t('edit.doneText')}</p>
          <div className="pt-2">
            <FileButtons
              url={pdf}
              fileName={`${done.number}-rev${done.revision}.pdf`}
              label={t('detail.revisions.label', { revision: done.revision })}
            />
          </div>
        </Callout>
        <Link to={`/admin/certificates/${done.certificate_uuid}`} className={buttonClasses('primary')}>
          {t('edit.openDetail')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('edit.title', { number: c.number })}
        description={c.data.company_name}
        actions={
          <Link to={`/admin/certificates/${c.certificate_uuid}`} className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('edit.back')}
          </Link>
        }
      />
      <Callout
        tone="info"
        icon={Info}
        title={t('edit.numberStays', { number: c.number, next: c.revision + 1 })}
        role="status"
      >
        <p className="text-sm">{t('edit.numberStaysText', { revision: c.revision })}</p>
      </Callout>
      {!isActive ? (
        <Callout tone="warning" icon={AlertTriangle} title={t('edit.notActiveTitle')} role="alert">
          <p className="text-sm">{t('edit.notActive')}</p>
        </Callout>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <fieldset disabled={!isActive || update.isPending} className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('edit.companyTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <FormField id="revise-company_name" label={t('fields.company')} error={err('company_name')} required>
                {(f) => <Input {...f} value={values.company_name} onChange={set('company_name')} maxLength={200} />}
              </FormField>
              <FormField
                id="revise-qualification"
                label={t('fields.qualification')}
                error={err('qualification')}
                required
              >
                {(f) => (
                  <Select
                    {...f}
                    value={values.qualification}
                    onChange={set('qualification')}
                    options={QUALIFICATIONS.map((q) => ({ value: q, label: t(`qualifications.${q}`) }))}
                  />
                )}
              </FormField>
              <div className="md:col-span-2">
                <FormField
                  id="revise-company_address"
                  label={t('fields.address')}
                  hint={t('edit.addressHint')}
                  error={err('company_address')}
                  required
                >
                  {(f) => (
                    <Textarea
                      {...f}
                      rows={3}
                      value={values.company_address}
                      onChange={set('company_address')}
                      maxLength={500}
                    />
                  )}
                </FormField>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('fields.subBidang')}</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('edit.subBidangHint')}</p>
            </CardHeader>
            <CardContent>
              <SubBidangPicker
                id="revise-sub_bidang_codes"
                label={t('fields.subBidang')}
                value={picked}
                error={err('sub_bidang_codes')}
                onChange={(next) => {
                  setPicked(next);
                  setValues((v) => ({ ...v, sub_bidang_codes: next.map((s) => s.code) }));
                  if (errors.sub_bidang_codes) setErrors((x) => ({ ...x, sub_bidang_codes: undefined }));
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('edit.signatoryTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <SignatoryFields idPrefix="revise" values={values} errors={errors} onChange={change} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('edit.reasonTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <FormField
                id="revise-reason"
                label={t('edit.reason')}
                hint={t('edit.reasonHint')}
                error={err('reason')}
                required
              >
                {(f) => (
                  <Textarea
                    {...f}
                    rows={3}
                    maxLength={2000}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      if (errors.reason) setErrors((x) => ({ ...x, reason: undefined }));
                    }}
                  />
                )}
              </FormField>
              <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
                {Object.keys(changes).length
                  ? t('edit.changedSummary', {
                      fields: Object.keys(changes)
                        .map((f) => t(`changedFields.${f}`))
                        .join(', '),
                    })
                  : t('edit.noChangesYet')}
              </p>
              {formError ? (
                <p
                  role="alert"
                  className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
                >
                  {formError}
                </p>
              ) : null}
              <Button type="submit" isLoading={update.isPending}>
                {t('edit.submit', { next: c.revision + 1 })}
              </Button>
            </CardContent>
          </Card>
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('edit.confirmTitle', { number: c.number, next: c.revision + 1 })}
        description={t('edit.confirmDescription', {
          fields: Object.keys(changes)
            .map((f) => t(`changedFields.${f}`))
            .join(', '),
        })}
        confirmLabel={t('edit.confirm', { next: c.revision + 1 })}
        isPending={update.isPending}
        onConfirm={() => confirming && save(confirming)}
      />
    </div>
  );
}
