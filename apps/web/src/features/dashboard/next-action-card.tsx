import { clsx } from 'clsx';
import { ArrowRight, FileQuestion, FileWarning, RefreshCw, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REGISTRATION_DOCUMENT_LABELS_EN,
  REGISTRATION_DOCUMENT_LABELS_ID,
  isRegistrationDocumentType,
  type TNextAction,
  type TNextActionKind,
} from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';

const ICONS: Record<TNextActionKind, typeof Wallet> = {
  unpaid_invoice: Wallet,
  document_request: FileQuestion,
  certificate_renewal: RefreshCw,
  rejected_document: FileWarning,
};

/**
 * One thing the company should do now (dashboard/stats.php `next_actions`): icon, title, one line of
 * detail and the button that opens the screen where it is done. Only the button is a link, so the
 * card reads as text and the keyboard stops once per card. An overdue one is marked in red.
 */
export function NextActionCard({ action, index }: { action: TNextAction; index: number }) {
  const { t } = useTranslation('pages');
  const { language, locale } = useLocale();
  const Icon = ICONS[action.kind];
  const p = action.params;
  const date = formatBusinessDate(action.due_date, locale);
  const documentType = p.document_type ?? '';
  const documentLabel = isRegistrationDocumentType(documentType)
    ? (language === 'en' ? REGISTRATION_DOCUMENT_LABELS_EN : REGISTRATION_DOCUMENT_LABELS_ID)[documentType]
    : documentType;
  const key = `dashboard.actions.${action.kind}`;
  const values = {
    ...p,
    document: documentLabel,
    amount: action.amount === null ? '' : formatCurrency(action.amount),
    date,
    valid: formatBusinessDate(p.valid_until, locale),
    note: p.review_note ?? '',
  };
  // A renewal's deadline is the last valid day; past it, the grace window's end (docs/business-rules.md#certificate-renewal).
  const detailKey = action.overdue
    ? 'detailOverdue'
    : action.kind === 'rejected_document' && !p.review_note
      ? 'detailNoNote'
      : action.kind === 'certificate_renewal' && action.due_date !== p.valid_until
        ? 'detailGrace'
        : 'detail';
  const titleId = `next-action-${index}`;
  return (
    <li
      aria-labelledby={titleId}
      className={clsx(
        'flex items-start gap-3 rounded-lg border bg-white p-4 shadow-sm sm:items-center dark:bg-slate-900',
        action.overdue ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <span
        className={clsx(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          action.overdue
            ? 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-200'
            : 'bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-sky-300',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-0.5">
          <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-slate-100">
            {t(`${key}.title`, values)}
          </h3>
          <p
            className={clsx(
              'text-sm break-words',
              action.overdue ? 'font-medium text-red-800 dark:text-red-200' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {action.overdue ? (
              <span className="mr-1.5 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900/60 dark:text-red-100">
                {t('dashboard.actions.overdue')}
              </span>
            ) : null}
            {t(`${key}.${detailKey}`, values)}
          </p>
        </div>
        <Link to={action.actionUrl} className={buttonClasses('primary', 'sm', 'shrink-0 self-start sm:self-center')}>
          {t(`${key}.cta`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}
