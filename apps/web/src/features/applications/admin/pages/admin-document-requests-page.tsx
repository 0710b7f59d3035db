import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DOCUMENT_REQUEST_SORTS, type TAdminDocumentRequestListItem } from '@portal/contract';
import { DOCUMENT_REQUEST_STATUSES } from '@portal/contract/constants';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { ClaimControl, useClaimWarning } from '@/features/claims';
import { KeyHints } from '@/components/admin/key-hints';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { QUEUE_LIST_KEYS_NO_REJECT, keyAfterDecision, stepKey, useQueueCursor } from '@/lib/admin/queue-cursor';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { StatusBadge } from '@/components/ui/status-badge';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { formatDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { useAdminDocumentRequests, useCheckDocumentRequest } from '../api/applications';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { showActionError } from '@/lib/admin/action-error';
import type { TListPlace } from '@/lib/admin/list-filters';
import { DOCUMENT_REQUEST_LIST_FILTERS } from '../lib/list-filters';

/**
 * Permohonan Dokumen: every document request, with status, overdue and checked filters, search, order
 * and a link to its application. `status=fulfilled&checked=false&sort=answered` is the
 * answered-requests queue (docs/business-rules.md#queues): each answer is marked checked from here.
 */
export function AdminDocumentRequestsPage() {
  const { t, i18n } = useTranslation('adminWorkflow');
  const statusT = useTranslation('status').t;
  const params = useListParams({ filters: DOCUMENT_REQUEST_LIST_FILTERS });
  const list = useAdminDocumentRequests(params.query);
  useClampPage(params, list.data);
  const { pathname, search } = useLocation();
  const place: TListPlace = { listPath: `${pathname}${search}` };
  const locale = localeOf(i18n.language);
  const check = useCheckDocumentRequest();
  const rows = list.data?.items ?? [];
  const uuids = rows.map((r) => r.uuid);
  const [cursor, setCursor] = useQueueCursor(uuids);
  const navigate = useNavigate();
  const claimWarning = useClaimWarning();
  const markChecked = (r: TAdminDocumentRequestListItem) =>
    check.mutate(
      { uuid: r.uuid },
      {
        onSuccess: () => {
          toast({ title: t('requests.checkDone'), variant: 'success' });
          // "Next": the row after the one just checked.
          setCursor(keyAfterDecision(uuids, r.uuid, new Set([r.uuid])));
        },
        onError: (error) => showActionError(error, t('refusedTitle')),
      },
    );
  // The answered-requests queue's keys (docs/decisions/103): j/k move, v marks the answer checked
  // (after a warning on another clerk's claim), Enter opens its application.
  useShortcutKeys(QUEUE_LIST_KEYS_NO_REJECT, (key) => {
    const r = rows.find((x) => x.uuid === cursor);
    if (!r) return;
    if (key === 'next' || key === 'previous') setCursor(stepKey(uuids, r.uuid, key === 'next' ? 1 : -1));
    else if (key === 'open') void navigate(`/admin/applications/${r.code_reg}`, { state: place });
    else if (key === 'decide' && r.status === 'fulfilled' && !r.checked_at && !check.isPending)
      claimWarning.confirmFirst(r.claimed_by, () => markChecked(r));
  });
  const columns: TDataTableColumn<TAdminDocumentRequestListItem>[] = [
    {
      id: 'title',
      header: t('requests.columns.title'),
      isRowHeader: true,
      cell: (r) => (
        <span className="block">
          {r.title}
          {r.description ? (
            <span
              className="block max-w-72 truncate text-xs font-normal text-slate-500 dark:text-slate-400"
              title={r.description}
            >
              {r.description}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'application',
      header: t('fields.application'),
      cell: (r) => (
        <span className="block whitespace-nowrap">
          <Link
            to={`/admin/applications/${r.code_reg}`}
            state={place}
            className="font-mono text-brand-700 hover:underline dark:text-brand-100"
          >
            {r.code_reg}
          </Link>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {statusT(`badge.${r.application_status}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'company',
      header: t('fields.company'),
      cell: (r) => (
        <>
          {r.company_name}
          {r.status === 'fulfilled' && !r.checked_at ? (
            <ClaimControl
              className="mt-1 flex flex-wrap items-center gap-2"
              target={{ entity_type: 'document_request', entity_id: r.uuid, label: r.title }}
              claimedBy={r.claimed_by}
            />
          ) : null}
        </>
      ),
    },
    {
      id: 'due',
      header: t('fields.due'),
      cell: (r) => (
        <span className="block whitespace-nowrap">
          {formatDate(r.due_date, locale)}
          {r.overdue ? (
            <span className="block text-xs font-semibold text-red-700 dark:text-red-300">{t('requests.overdue')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('requests.columns.created'),
      cell: (r) => formatDate(r.created_at, locale),
      className: 'whitespace-nowrap',
    },
    {
      id: 'checked',
      header: t('requests.checkedFilter'),
      cell: (r) =>
        r.status !== 'fulfilled' ? null : r.checked_at ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('requests.checkedBy', { name: r.checked_by_name ?? '' })}
          </span>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('requests.checkOf', { title: r.title })}
            disabled={check.isPending}
            onClick={() => markChecked(r)}
          >
            {t('requests.check')}
          </Button>
        ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (r) => <StatusBadge status={r.status} />,
      sticky: true,
      className: 'right-0 whitespace-nowrap',
    },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('requests.searchLabel')}
          placeholder={t('requests.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('admin:list.all')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={DOCUMENT_REQUEST_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
        />
        <FilterSelect
          label={t('requests.overdueFilter')}
          allLabel={t('admin:list.all')}
          value={params.filters.overdue}
          onChange={(v) => params.setFilter('overdue', v)}
          options={[
            { value: 'true', label: t('requests.overdueOnly') },
            { value: 'false', label: t('requests.notOverdue') },
          ]}
        />
        <FilterSelect
          label={t('requests.checkedFilter')}
          allLabel={t('admin:list.all')}
          value={params.filters.checked}
          onChange={(v) => params.setFilter('checked', v)}
          options={[
            { value: 'false', label: t('requests.checkedNo') },
            { value: 'true', label: t('requests.checkedYes') },
          ]}
        />
        <FilterSelect
          label={t('admin:list.sortLabel')}
          allLabel={t('sorts.due_date')}
          value={params.filters.sort}
          onChange={(v) => params.setFilter('sort', v)}
          options={DOCUMENT_REQUEST_SORTS.filter((s) => s !== 'due_date').map((s) => ({
            value: s,
            label: t(`sorts.${s}`),
          }))}
        />
      </div>
      <KeyHints
        hints={[
          ['j / k', t('keys.move')],
          ['v', t('keys.check')],
          ['Enter', t('keys.openApplication')],
        ]}
      />
      {claimWarning.dialog}
      <div>
        <DataTable
          selectedRowKey={cursor}
          caption={t('requests.caption')}
          columns={columns}
          rows={list.data?.items}
          getRowKey={(r) => r.uuid}
          emptyTitle={t('requests.emptyTitle')}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
