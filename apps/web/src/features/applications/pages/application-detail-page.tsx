import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_LEGAL_FIELDS,
  APPLICATION_STATUS,
  LEGAL_DATE_FIELDS,
  QUALIFICATION_LABELS,
  isApplicationDocumentRequired,
  type TLegalField,
} from '@portal/contract/constants';
import { SBU_APPLICATION_DOCUMENT_TYPES, type TApplication } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { ApplicantClockNote } from '@/components/ui/applicant-clock';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusTimeline } from '@/components/ui/status-timeline';
import { AppealPanel } from '@/features/appeals';
import { QuoteTable } from '@/features/fees';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useApplication } from '../api/applications';
import { ApplicationActions } from '../components/application-actions';
import { DocumentRequestItem } from '../components/document-request-item';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { MissingItems } from '../components/missing-items';
import { DetailQueryState } from '../components/page-states';
import { SupportingDocumentCard } from '../components/supporting-document-card';

const LEGAL_FIELDS = Object.keys(APPLICATION_LEGAL_FIELDS) as TLegalField[];

function FeeCard({ app }: { app: TApplication }) {
  const { t } = useTranslation('applications');
  const { locale } = useLocale();
  const inv = app.invoice;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{inv ? t('detail.invoice') : t('detail.fee')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {inv ? (
          <>
            <DetailList
              items={[
                [t('detail.invoiceNumber'), <span className="font-mono">{inv.transId}</span>],
                [
                  t('detail.invoiceTotal'),
                  <span className="font-semibold tabular-nums">{formatCurrency(inv.total)}</span>,
                ],
                [t('detail.invoiceDue'), formatBusinessDate(inv.due_date, locale)],
                ['Status', <StatusBadge status={inv.status} />],
              ]}
            />
            <Link to={`/payment/${inv.uuid_invoice}`} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
              {inv.status === 'pending' ? t('detail.toPayment') : t('detail.toInvoice')}
            </Link>
          </>
        ) : app.fee_quote ? (
          <>
            <QuoteTable quote={app.fee_quote} caption={t('form.quoteCaption')} />
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('form.quoteHint')}</p>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.quoteEmpty')}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * `/applications/{code_reg}`: status and actions, what is still missing, the supporting
 * documents, the quote or the invoice, document requests and the timeline (docs/api.md#applications).
 */
export function ApplicationDetailPage() {
  const { t } = useTranslation('applications');
  const { locale, language } = useLocale();
  const codeReg = (useParams().code_reg ?? '').toUpperCase();
  const query = useApplication(codeReg);
  const app = query.data;
  // A notification about a document request opens the page at its card (docs/decisions/104).
  useScrollToHash(Boolean(app));
  if (!app)
    return <DetailQueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const isDraft = app.status === APPLICATION_STATUS.DRAFT;
  const hasMissing = app.missing_fields.length > 0 || app.missing_documents.length > 0;
  const docOf = (type: string) => app.documents.find((d) => d.document_type === type);
  const legalValue = (f: TLegalField) => {
    const v = app[APPLICATION_LEGAL_FIELDS[f]];
    return (LEGAL_DATE_FIELDS as readonly string[]).includes(f) ? formatBusinessDate(v, locale) : v || '-';
  };

  return (
    <div className="space-y-4">
      <Link
        to="/applications"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-sky-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-mono text-xl font-semibold text-slate-900 dark:text-slate-100">{app.code_reg}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`types.${app.type}`)} · {QUALIFICATION_LABELS[app.qualification][language]} · {app.company.name}
          </p>
        </div>
        <StatusBadge status={app.status} className="text-sm" />
      </div>
      <ApplicantClockNote clock={app.clock} />

      {app.rejection_reason ? (
        <div
          role="note"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <strong>{t('detail.rejectionReason')}:</strong>{' '}
          <span className="whitespace-pre-line">{app.rejection_reason}</span>
        </div>
      ) : null}

      {isDraft ? null : (
        <AppealPanel
          subjectType="application"
          subjectId={app.code_reg}
          subjectLabel={app.code_reg}
          refused={app.status === APPLICATION_STATUS.REJECTED}
        />
      )}

      {isDraft ? (
        <Card>
          <CardHeader>
            <CardTitle>{hasMissing ? t('detail.missingTitle') : t('detail.complete')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {hasMissing ? <MissingItems fields={app.missing_fields} documents={app.missing_documents} /> : null}
            <ApplicationActions app={app} />
          </CardContent>
        </Card>
      ) : (
        <ApplicationActions app={app} />
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          {/* The admin's requests are what the company has to act on: first. */}
          {app.document_requests.length || app.status === APPLICATION_STATUS.UNDER_REVIEW ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.requests')}</CardTitle>
              </CardHeader>
              <CardContent>
                {app.document_requests.length ? (
                  <ul className="space-y-3">
                    {app.document_requests.map((r) => (
                      <DocumentRequestItem key={r.uuid} request={r} codeReg={app.code_reg} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.requestsEmpty')}</p>
                )}
              </CardContent>
            </Card>
          ) : null}
          <FeeCard app={app} />
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.documents')}</CardTitle>
              {isDraft ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.documentsHint')}</p>
              ) : null}
            </CardHeader>
            <CardContent className="grid gap-3 sm:grid-cols-2">
              {SBU_APPLICATION_DOCUMENT_TYPES.map((type) => (
                <SupportingDocumentCard
                  key={type}
                  codeReg={app.code_reg}
                  type={type}
                  doc={docOf(type)}
                  isRequired={isApplicationDocumentRequired(type)}
                  isEditable={isDraft}
                />
              ))}
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.summary')}</CardTitle>
            </CardHeader>
            <CardContent>
              <DetailList
                items={[
                  [t('detail.created'), formatDateTime(app.created_at, locale)],
                  [t('detail.submitted'), formatDateTime(app.submitted_at, locale)],
                ]}
              />
              <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t('detail.subBidang', { count: app.sub_bidang.length })}
              </h3>
              <ul className="space-y-1 text-sm">
                {app.sub_bidang.map((s) => (
                  <li key={s.code}>
                    <span className="font-mono font-semibold">{s.code}</span> {s.name}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('picker.kbli', { code: s.kbli_code })}
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.legal')}</CardTitle>
            </CardHeader>
            <CardContent>
              <DetailList
                items={[
                  ...LEGAL_FIELDS.map((f) => [t(`form.fields.${f}`), legalValue(f)] as [string, string]),
                  [t('detail.notes'), app.notes || '-'],
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.timeline')}</CardTitle>
            </CardHeader>
            <CardContent>
              <StatusTimeline events={app.timeline} label={t('detail.timeline')} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
