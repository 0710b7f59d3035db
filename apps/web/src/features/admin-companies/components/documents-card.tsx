import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_STATUS, DOCUMENT_STATUS, type TAdminCompanyDetailResponse, type TAdminDocument } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useReviewDocument } from '../api/review-document';
import { showActionError } from '../lib/action-error';
import { otherDocuments, type TDocumentGroup } from '../lib/documents';
import { DocumentFile } from './document-file';
import { DocumentGroupItem } from './document-group-item';
import { RejectDocumentDialog } from './reject-document-dialog';

interface Props {
  detail: TAdminCompanyDetailResponse;
  groups: TDocumentGroup[];
}

const groupElement = (type: string) => document.getElementById(`doc-group-${type}`);

/** Every registration document with its history; verify, or reject with a note, while in review. */
export function DocumentsCard({ detail, groups }: Props) {
  const { t } = useTranslation('admin');
  const canReview = detail.company.status === COMPANY_STATUS.IN_REVIEW;
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<{ doc: TAdminDocument; label: string } | null>(null);
  const focus = useReturnFocus();
  const others = otherDocuments(detail);

  const verify = (doc: TAdminDocument, label: string) =>
    review.mutate(
      { uuid: doc.uuid, status: DOCUMENT_STATUS.VERIFIED },
      {
        onSuccess: () => {
          toast({ title: t('documents.verified', { label }), variant: 'success' });
          // The button is gone now; keep the keyboard user on this document.
          focus.restore(groupElement(doc.document_type));
        },
        onError: (error) => showActionError(error, t),
      },
    );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('detail.documentsTitle')}</CardTitle>
          <Link to={`/admin/documents?company_id=${detail.company.companyId}`} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">
            {t('detail.openDocuments')}
          </Link>
        </div>
        {!canReview ? <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.reviewOnlyInReview')}</p> : null}
      </CardHeader>
      <CardContent>
        <ul aria-label={t('detail.documentsTitle')} className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {groups.map((g) => (
            <DocumentGroupItem
              key={g.type}
              group={g}
              canReview={canReview}
              isVerifying={review.isPending && review.variables?.uuid === g.current?.uuid}
              onVerify={verify}
              onReject={(doc, label, opener) => {
                focus.remember(opener);
                setRejecting({ doc, label });
              }}
            />
          ))}
        </ul>
        {others.length ? (
          <section className="mt-6 space-y-3">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('detail.otherDocuments')}</h3>
            <ul className="space-y-3">
              {others.map((d) => {
                const label = t(`documentTypes.${d.document_type}`, { defaultValue: d.document_type });
                return (
                  <li key={d.uuid} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
                    <p className="mb-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</p>
                    <DocumentFile doc={d} label={label} />
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </CardContent>
      {rejecting ? (
        <RejectDocumentDialog
          doc={rejecting.doc}
          label={rejecting.label}
          onClose={(done) => {
            const type = rejecting.doc.document_type;
            setRejecting(null);
            focus.restore(done ? groupElement(type) : undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
