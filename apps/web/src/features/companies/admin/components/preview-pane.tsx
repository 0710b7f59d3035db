import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUS } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { TDocumentGroup } from '../lib/documents';
import { DocumentFile } from './document-file';
import { DocumentFrame } from './document-frame';

interface Props {
  group: TDocumentGroup | null;
  /** 1-based place among the documents with a file, and how many there are. */
  position: number;
  total: number;
  canReview: boolean;
  isVerifying: boolean;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onVerify: () => void;
  onReject: (opener: HTMLElement) => void;
}

/** The chosen document: where it stands, its file in a frame, review actions and upload history. */
export function PreviewPane({
  group,
  position,
  total,
  canReview,
  isVerifying,
  onPrevious,
  onNext,
  onVerify,
  onReject,
}: Props) {
  const { t } = useTranslation('admin');
  if (!group?.current) {
    return (
      <Card>
        <CardContent className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('queue.pane.empty')}
        </CardContent>
      </Card>
    );
  }
  const doc = group.current;
  const label = t(`documentTypes.${group.type}`);
  return (
    <Card>
      <section aria-labelledby="preview-pane-title" className="@container space-y-3 p-4">
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id="preview-pane-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {label}
            </h3>
            <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
              {t('queue.pane.position', { position, total })}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              disabled={!onPrevious}
              onClick={() => onPrevious?.()}
              aria-keyshortcuts="k"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {/* A narrow pane keeps the arrows; the name stays for screen readers. */}
              <span className="sr-only @md:not-sr-only">{t('queue.pane.previous')}</span>
            </Button>
            <Button variant="outline" size="sm" disabled={!onNext} onClick={() => onNext?.()} aria-keyshortcuts="j">
              <span className="sr-only @md:not-sr-only">{t('queue.pane.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <DocumentFile doc={doc} label={label} />
        {canReview ? (
          <div className="flex flex-wrap gap-2">
            {doc.status !== DOCUMENT_STATUS.VERIFIED ? (
              <Button
                size="sm"
                isLoading={isVerifying}
                aria-label={t('documents.verifyOf', { label })}
                aria-keyshortcuts="v"
                onClick={onVerify}
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
                aria-keyshortcuts="r"
                onClick={(e) => onReject(e.currentTarget)}
              >
                <X aria-hidden="true" className="size-4" />
                {t('documents.reject')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <DocumentFrame doc={doc} label={label} />
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
      </section>
    </Card>
  );
}
