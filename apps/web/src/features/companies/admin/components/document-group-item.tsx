import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUS, type TAdminDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import type { TDocumentGroup } from '../lib/documents';
import { DocumentFile } from './document-file';

interface Props {
  group: TDocumentGroup;
  /** Reviews are possible only while the company is in review (server rule). */
  canReview: boolean;
  isVerifying: boolean;
  onVerify: (doc: TAdminDocument, label: string) => void;
  onReject: (doc: TAdminDocument, label: string, opener: HTMLElement) => void;
}

/** One registration document type: its current file with review actions, and the upload history. */
export function DocumentGroupItem({ group, canReview, isVerifying, onVerify, onReject }: Props) {
  const { t } = useTranslation('admin');
  const label = t(`documentTypes.${group.type}`);
  const doc = group.current;
  return (
    <li
      id={`doc-group-${group.type}`}
      tabIndex={-1}
      aria-label={label}
      className="space-y-3 p-4 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{label}</h3>
        <span
          className={
            group.isRequired
              ? 'rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700 dark:bg-red-950/50 dark:text-red-300'
              : 'rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300'
          }
        >
          {group.isRequired ? t('documents.required') : t('documents.optional')}
        </span>
      </div>
      {doc ? (
        <>
          <DocumentFile doc={doc} label={label} />
          {canReview ? (
            <div className="flex flex-wrap gap-2">
              {doc.status !== DOCUMENT_STATUS.VERIFIED ? (
                <Button
                  size="sm"
                  isLoading={isVerifying}
                  aria-label={t('documents.verifyOf', { label })}
                  onClick={() => onVerify(doc, label)}
                >
                  {isVerifying ? null : <Check aria-hidden="true" className="size-4" />}
                  {t('documents.verify')}
                </Button>
              ) : null}
              {doc.status !== DOCUMENT_STATUS.REJECTED ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="text-red-700 dark:text-red-300"
                  aria-label={t('documents.rejectOf', { label })}
                  onClick={(e) => onReject(doc, label, e.currentTarget)}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('documents.reject')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('documents.notUploaded')}</p>
      )}
      {group.history.length ? (
        <details className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/50">
          <summary className="cursor-pointer text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('documents.history', { count: group.history.length })}
          </summary>
          <ul className="mt-3 space-y-3">
            {group.history.map((old) => (
              <li key={old.uuid}>
                <DocumentFile doc={old} label={`${label} (${t('documents.earlier')})`} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
