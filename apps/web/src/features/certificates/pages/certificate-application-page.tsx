import { useState } from 'react';
import { CalendarClock, FileWarning, Receipt } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_STATUS } from '@portal/contract/constants';
import type { TCertificate } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { DetailError, DetailSkeleton } from '@/components/ui/detail-states';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import {
  ApplicationForm,
  emptyForm,
  formFromApplication,
  useApplication,
  type TApplicationFormValues,
} from '@/features/applications';
import { ApiError } from '@/lib/api-client';
import { useCertificate } from '../api/certificates';
import { RenewalNote } from '../components/renewal-note';
import { renewalStateOf, windowFromConflict, type TRenewalState } from '../lib/validity';

type TKind = 'renewal' | 'upgrade';

/** The form's values: scope (sub-bidang, qualification) from the certificate, legal data from the application it was issued on. */
function prefill(kind: TKind, c: TCertificate, base: TApplicationFormValues | null): TApplicationFormValues {
  return {
    ...(base ?? emptyForm()),
    applicationType: kind,
    certificateUuid: c.certificate_uuid,
    companyQualification: c.data.qualification,
    subBidang: c.data.sub_bidang.map((s) => ({
      code: s.code,
      name: s.name,
      bidang_code: s.bidang_code,
      kbli_code: s.kbli_code,
    })),
    notes: '',
  };
}

function Actions({ c }: { c: TCertificate }) {
  const { t } = useTranslation('certificates');
  return (
    <div className="flex flex-wrap gap-2 pt-2">
      <Link to="/applications/new" className={buttonClasses('primary', 'sm')}>
        {t('apply.newApplication')}
      </Link>
      <Link to={`/certificates/view/${c.certificate_uuid}`} className={buttonClasses('outline', 'sm')}>
        {t('apply.backToCertificate')}
      </Link>
    </div>
  );
}

/** Why this certificate cannot start the application today, with the window's dates when they are the reason. */
function NotAllowed({ kind, c, state }: { kind: TKind; c: TCertificate; state: TRenewalState }) {
  const { t } = useTranslation('certificates');
  const statusT = useTranslation('status').t;
  const title =
    state.kind === 'underWay'
      ? t('apply.underWayTitle')
      : kind === 'renewal' && (state.kind === 'before' || state.kind === 'after')
        ? t('apply.windowTitle')
        : t('apply.notAllowedTitle');
  return (
    <Callout tone="warning" icon={CalendarClock} role="status" title={title}>
      <p className="text-sm">
        {kind === 'upgrade' && state.kind !== 'underWay' ? (
          t('apply.upgradeOnlyActive', { status: statusT(`badge.${c.status}`) })
        ) : (
          <RenewalNote state={state} status={c.status} />
        )}
      </p>
      <Actions c={c} />
    </Callout>
  );
}

function PrefilledForm({ kind, c, onConflict }: { kind: TKind; c: TCertificate; onConflict: (e: unknown) => boolean }) {
  const { t } = useTranslation('certificates');
  const original = useApplication(c.application.code_reg);
  if (original.isPending) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="space-y-4">
      {original.isError ? (
        <Callout tone="info" icon={FileWarning} role="status" title={t('apply.legalUnavailableTitle')}>
          <p className="text-sm">{t('apply.legalUnavailable', { code: c.application.code_reg })}</p>
        </Callout>
      ) : null}
      <ApplicationForm
        initial={prefill(kind, c, original.data ? formFromApplication(original.data) : null)}
        lockType
        cancelTo={`/certificates/view/${c.certificate_uuid}`}
        onSaveError={onConflict}
      />
    </div>
  );
}

/**
 * `/renewal/sbu/{certificateUuid}` (and `?type=upgrade`): a renewal or upgrade application started
 * from a certificate, prefilled and priced for its type (docs/business-rules.md#certificates,
 * docs/decisions/072). Outside the renewal window the page says when it opens or when it closed.
 */
export function CertificateApplicationPage() {
  const { t } = useTranslation('certificates');
  const uuid = useParams().certificateUuid ?? '';
  const kind: TKind = useSearchParams()[0].get('type') === 'upgrade' ? 'upgrade' : 'renewal';
  const query = useCertificate(uuid);
  const [conflict, setConflict] = useState<TRenewalState | null>(null);
  const c = query.data;
  if (!c) {
    if (query.isPending) return <DetailSkeleton />;
    return (
      <DetailError
        error={query.error}
        onRetry={() => void query.refetch()}
        listPath="/certificates"
        icon={FileWarning}
        notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') }}
      />
    );
  }
  const state = renewalStateOf(c.status, c.renewal, new Date(), c.valid_until);
  const allowed =
    kind === 'renewal' ? c.renewal.can_renew : c.status === CERTIFICATE_STATUS.ACTIVE && !c.renewal.renewal_code_reg;
  // The server has the last word: a 409 naming the window (it closed while the form was open) reads like the page's own sentence.
  const onConflict = (e: unknown) => {
    const w = e instanceof ApiError && e.status === 409 ? windowFromConflict(e.data) : null;
    if (!w) return false;
    setConflict(renewalStateOf(c.status, { ...w, can_renew: false, renewal_code_reg: null }));
    return true;
  };
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader
        title={t(kind === 'renewal' ? 'apply.renewTitle' : 'apply.upgradeTitle', { number: c.number })}
        description={
          allowed
            ? t(kind === 'renewal' ? 'apply.renewIntro' : 'apply.upgradeIntro', {
                number: c.number,
                code: c.application.code_reg,
              })
            : undefined
        }
      />
      {!allowed ? (
        <NotAllowed kind={kind} c={c} state={state} />
      ) : (
        <>
          {conflict ? (
            <Callout tone="warning" icon={CalendarClock} role="alert" title={t('apply.windowTitle')}>
              <p className="text-sm">
                <RenewalNote state={conflict} status={c.status} />
              </p>
              <Actions c={c} />
            </Callout>
          ) : kind === 'renewal' ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <RenewalNote state={state} status={c.status} /> {t('apply.priceHint')}
            </p>
          ) : (
            <Callout tone="info" icon={Receipt} role="status" title={t('apply.upgradeFeeTitle')}>
              <p className="text-sm" data-testid="upgrade-fee">
                {t('apply.upgradeFee', { number: c.number })}
              </p>
            </Callout>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="carried-over">
            {t('apply.carriedOver', { code: c.application.code_reg })}
          </p>
          <PrefilledForm kind={kind} c={c} onConflict={onConflict} />
        </>
      )}
    </div>
  );
}
