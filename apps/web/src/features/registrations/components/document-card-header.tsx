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
    // The badges sit in one fixed column at the top right of every card, whatever the title's length.
    <header className="flex items-start gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {label}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t(`types.${type}.description`)}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <span
          className={
            isRequired
              ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-700 dark:bg-red-900/30 dark:text-red-200'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-600 dark:bg-slate-800 dark:text-slate-300'
          }
        >
          {isRequired ? t('card.required') : t('card.optional')}
        </span>
        {doc ? (
          <EntityStatusBadge status={doc.status} />
        ) : (
          <span className="rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-600 dark:border-slate-600 dark:text-slate-300">
            {t('card.notUploaded')}
          </span>
        )}
      </div>
    </header>
  );
}

/** The admin's rejection note, shown prominently so the company knows what to fix. */
export function RejectionNote({ note }: { note: string | null }) {
  const { t } = useTranslation('onboarding');
  return (
    <div
      role="note"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {note ? (
        <p>
          <strong className="font-semibold">{t('card.rejectedNote')}</strong>{' '}
          <span className="whitespace-pre-line">{note}</span>
        </p>
      ) : (
        <p>{t('card.rejectedNoNote')}</p>
      )}
    </div>
  );
}
