import { useTranslation } from 'react-i18next';
import type { TMenuCounts } from '@portal/contract';

/** Which admin menu entry shows which queue's count. Later queues add a line. */
export const MENU_COUNT_OF_PATH: Record<string, keyof TMenuCounts> = {
  '/admin/companies': 'companies_waiting',
  '/admin/approvals': 'approvals_pending',
  '/admin/applications': 'applications_review',
  '/admin/payment-verification': 'payments_waiting',
  '/admin/document-requests': 'document_requests_answered',
};

/** The count beside a menu label; nothing when zero or unknown. Screen readers hear "5 menunggu". */
export function MenuCountBadge({ counts, to }: { counts: TMenuCounts | undefined; to: string }) {
  const { t } = useTranslation('shell');
  const key = MENU_COUNT_OF_PATH[to];
  const n = key && counts ? counts[key] : 0;
  if (!n) return null;
  return (
    <span
      data-testid={`menu-count-${key}`}
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 tabular-nums dark:bg-amber-900/60 dark:text-amber-100"
    >
      <span aria-hidden="true">{n > 99 ? '99+' : n}</span>
      <span className="sr-only">{t('menuCount', { count: n })}</span>
    </span>
  );
}
