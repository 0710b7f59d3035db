import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import type { TDocumentGroup } from '../lib/documents';

interface Props {
  groups: TDocumentGroup[];
  selected: string | null;
  onSelect: (type: string) => void;
}

/**
 * Every registration document type with its status and reviewer; choosing one shows it in the
 * preview pane (docs/decisions/036). A type without an upload is listed but cannot be chosen.
 */
export function DocumentNavList({ groups, selected, onSelect }: Props) {
  const { t } = useTranslation('admin');
  return (
    <ul
      aria-label={t('detail.documentsTitle')}
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {groups.map((g) => {
        const label = t(`documentTypes.${g.type}`);
        const isSelected = g.type === selected;
        const doc = g.current;
        return (
          <li key={g.type} id={`doc-group-${g.type}`} aria-label={label}>
            <button
              type="button"
              data-doc-type={g.type}
              disabled={!doc}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(g.type)}
              className={cn(
                'flex w-full flex-col gap-1 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-default',
                isSelected
                  ? 'bg-brand-50 dark:bg-slate-800'
                  : doc
                    ? 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
                    : '',
              )}
            >
              <span className="flex w-full items-start justify-between gap-2">
                <span
                  className={cn(
                    'text-sm font-medium',
                    isSelected ? 'text-brand-800 dark:text-white' : 'text-slate-900 dark:text-slate-100',
                  )}
                >
                  {label}
                </span>
                {doc ? <EntityStatusBadge status={doc.status} /> : null}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {g.isRequired ? t('documents.required') : t('documents.optional')}
                {doc ? null : ` · ${t('documents.notUploaded')}`}
                {doc?.reviewed_at && doc.reviewed_by_name
                  ? ` · ${t('queue.reviewedBy', { name: doc.reviewed_by_name })}`
                  : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
