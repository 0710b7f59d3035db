import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDocument, TRegistrationDocumentType } from '@portal/contract';
import { EntityStatusBadge } from '@/components/ui/status-badge';

interface Props {
  titleId: string;
  type: TRegistrationDocumentType;
  label: string;
  doc: TDocument | undefined;
  isRequired: boolean;
}

/** Title, description, the required/optional mark and the document's status (docs/business-rules.md#status-labels). */
export function DocumentCardHeader({ titleId, type, label, doc, isRequired }: Props) {
  const { t } = useTranslation('onboarding');
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div className="space-y-1">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {label}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t(`types.${type}.description`)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span
          className={
            isRequired
              ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-900/30 dark:text-red-200'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300'
          }
        >
          {isRequired ? t('card.required') : t('card.optional')}
        </span>
        {doc ? <EntityStatusBadge status={doc.status} /> : <span className="text-xs text-slate-500 dark:text-slate-400">{t('card.notUploaded')}</span>}
      </div>
    </header>
  );
}

/** The admin's rejection note, shown prominently so the company knows what to fix. */
export function RejectionNote({ note }: { note: string | null }) {
  const { t } = useTranslation('onboarding');
  return (
    <div role="note" className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {note ? (
        <p>
          <strong className="font-semibold">{t('card.rejectedNote')}</strong> <span className="whitespace-pre-line">{note}</span>
        </p>
      ) : (
        <p>{t('card.rejectedNoNote')}</p>
      )}
    </div>
  );
}
