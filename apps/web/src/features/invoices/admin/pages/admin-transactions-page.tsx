import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_INVOICE_SORTS, type TAdminInvoiceListItem } from '@portal/contract';
import { INVOICE_STATUSES } from '@portal/contract/constants';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { ExportButtons } from '@/components/ui/export-buttons';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/toast';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { formatCurrency } from '@/lib/currency';
import { translateFieldMessage } from '@/lib/field-messages';
import { useAdminInvoices, useInvoiceAction, type TInvoiceAction } from '../api/invoices';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { InvoicesTable } from '../components/invoices-table';
import { fieldError, showActionError } from '@/lib/admin/action-error';
import { withoutReversedRange } from '@/lib/admin/list-filters';
import { ADMIN_INVOICE_LIST_FILTERS } from '../lib/list-filters';
import { isPendingApproval, toastPendingApproval } from '@/lib/admin/pending-approval';

/**
 * Manajemen Transaksi: every invoice, with status and issue-date filters, search, order, paging
 * and the CSV / Excel export; the PDF through the file helper; cancel or refund with a reason
 * where the invoice's status allows it (docs/business-rules.md#invoice-status).
 */
export function AdminTransactionsPage() {
  const { t } = useTranslation('adminWorkflow');
  const statusT = useTranslation('status').t;
  const params = useListParams({ filters: ADMIN_INVOICE_LIST_FILTERS });
  const list = useAdminInvoices(withoutReversedRange(params.query));
  useClampPage(params, list.data);
  const [acting, setActing] = useState<{ row: TAdminInvoiceListItem; action: TInvoiceAction } | null>(null);
  const focus = useReturnFocus();
  const cancel = useInvoiceAction('cancel');
  const refund = useInvoiceAction('refund');
  const mutation = acting?.action === 'refund' ? refund : cancel;
  const close = () => {
    setActing(null);
    focus.restore();
  };
  const run = (reason: string) => {
    if (!acting) return;
    const { row, action } = acting;
    mutation.mutate(
      { uuid_invoice: row.uuid_invoice, reason },
      {
        onSuccess: (data) => {
          if (isPendingApproval(data)) toastPendingApproval();
          else toast({ title: t(`invoices.${action}Dialog.done`, { transId: row.transId }), variant: 'success' });
          setActing(null);
        },
        onError: (error) => {
          if (fieldError(error, 'reason')) return;
          close();
          showActionError(error, t('refusedTitle'));
        },
      },
    );
  };
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('invoices.title')}
        description={t('invoices.description')}
        actions={
          <ExportButtons
            path="admin/transactions/export.php"
            query={withoutReversedRange(params.filterQuery)}
            baseName="transaksi"
          />
        }
      />
      <div className="space-y-3">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] md:items-end">
          <SearchInput
            label={t('invoices.searchLabel')}
            placeholder={t('invoices.searchPlaceholder')}
            value={params.searchInput}
            onChange={params.setSearchInput}
          />
          <FilterSelect
            label={t('fields.status')}
            allLabel={t('admin:list.all')}
            value={params.filters.status}
            onChange={(v) => params.setFilter('status', v)}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
          />
          <FilterSelect
            label={t('admin:list.sortLabel')}
            allLabel={t('sorts.newest')}
            value={params.filters.sort}
            onChange={(v) => params.setFilter('sort', v)}
            options={ADMIN_INVOICE_SORTS.filter((s) => s !== 'newest').map((s) => ({
              value: s,
              label: t(`sorts.${s}`),
            }))}
          />
        </div>
        <DateRangeFilter
          from={params.filters.from}
          to={params.filters.to}
          onChange={(name, v) => params.setFilter(name, v)}
          labels={{
            range: t('invoices.issuedRange'),
            from: t('invoices.issuedFrom'),
            to: t('invoices.issuedTo'),
          }}
        />
      </div>
      <div>
        <InvoicesTable
          rows={list.data?.items}
          onAction={(row, action, opener) => {
            focus.remember(opener);
            setActing({ row, action });
          }}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
      {acting ? (
        <ReasonDialog
          hint={t('reasonHint')}
          title={t(`invoices.${acting.action}Dialog.title`, { transId: acting.row.transId })}
          description={t(`invoices.${acting.action}Dialog.description`, {
            amount: formatCurrency(acting.row.total),
            company: acting.row.company_name,
            codeReg: acting.row.application.code_reg,
          })}
          label={t('invoices.reason')}
          confirmLabel={t(`invoices.${acting.action}Dialog.confirm`)}
          isPending={mutation.isPending}
          serverError={translateFieldMessage(fieldError(mutation.error, 'reason'), t)}
          onSubmit={run}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
