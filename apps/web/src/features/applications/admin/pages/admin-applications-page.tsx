import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { KeyHints } from '@/components/admin/key-hints';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { QUEUE_LIST_KEYS, stepKey, useQueueCursor } from '@/lib/admin/queue-cursor';
import { ExportButtons } from '@/components/ui/export-buttons';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminApplications } from '../api/applications';
import { ApplicationsTable } from '../components/applications-table';
import { ApplicationsToolbar } from '../components/applications-toolbar';
import { withoutReversedRange } from '@/lib/admin/list-filters';
import { APPLICATION_LIST_FILTERS } from '../lib/list-filters';

/**
 * Manajemen Permohonan, and Manajemen Perpanjangan (the same list pinned to `type=renewal`):
 * server-side filters, search, sort (incl. the longest wait), paging and the CSV / Excel export
 * of the current filter; the state lives in the URL.
 */
function ApplicationsScreen({ isRenewals }: { isRenewals: boolean }) {
  const { t } = useTranslation('adminWorkflow');
  const params = useListParams({ filters: APPLICATION_LIST_FILTERS });
  const pin: Record<string, string> = isRenewals ? { type: 'renewal' } : {};
  const list = useAdminApplications(withoutReversedRange({ ...params.query, ...pin }));
  useClampPage(params, list.data);
  const texts = isRenewals ? 'renewals' : 'applications';
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const codes = (list.data?.items ?? []).map((a) => a.code_reg);
  const [cursor, setCursor] = useQueueCursor(codes);
  // The queue keys (docs/decisions/103): j/k move, Enter opens the application, v / r open it on its
  // approval / rejection; the detail page moves on to the next application after the decision.
  useShortcutKeys(QUEUE_LIST_KEYS, (key) => {
    if (!cursor) return;
    if (key === 'next' || key === 'previous') setCursor(stepKey(codes, cursor, key === 'next' ? 1 : -1));
    else {
      const decide = key === 'decide' ? '?decide=approve' : key === 'reject' ? '?decide=reject' : '';
      void navigate(`/admin/applications/${cursor}${decide}`, { state: { listPath: `${pathname}${search}` } });
    }
  });
  return (
    <div className="space-y-4">
      <PageHeader
        title={t(`${texts}.title`)}
        description={t(`${texts}.description`)}
        actions={
          <ExportButtons
            path="admin/applications/export.php"
            query={withoutReversedRange({ ...params.filterQuery, ...pin })}
            baseName={isRenewals ? 'perpanjangan' : 'permohonan'}
          />
        }
      />
      <ApplicationsToolbar params={params} isRenewals={isRenewals} />
      <KeyHints
        hints={[
          ['j / k', t('keys.move')],
          ['Enter', t('keys.open')],
          ['v', t('keys.approve')],
          ['r', t('keys.reject')],
        ]}
      />
      <div>
        <ApplicationsTable
          selectedRowKey={cursor}
          rows={list.data?.items}
          caption={t(`${texts}.caption`)}
          emptyTitle={t(`${texts}.emptyTitle`)}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}

export function AdminApplicationsPage() {
  return <ApplicationsScreen isRenewals={false} />;
}

export function AdminRenewalsPage() {
  return <ApplicationsScreen isRenewals />;
}
