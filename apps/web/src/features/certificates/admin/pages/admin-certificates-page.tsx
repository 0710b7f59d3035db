import { useTranslation } from 'react-i18next';
import { ADMIN_CERTIFICATE_SORTS } from '@portal/contract';
import { CERTIFICATE_STATUSES } from '@portal/contract/constants';
import { ExportButtons } from '@/components/ui/export-buttons';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminCertificates } from '../api/certificates';
import { CertificatesTable } from '../components/certificates-table';
import { CERTIFICATE_LIST_FILTERS, EXPIRING_WITHIN_OPTIONS } from '../lib/list-filters';

/**
 * Daftar SBU Terbit: every issued certificate, with status and "expiring within" filters,
 * search over the number and the company, order, paging and the CSV / Excel export; a row opens
 * the certificate's detail (revisions, revocation). The filter lives in the URL.
 */
export function AdminCertificatesPage() {
  const { t } = useTranslation('adminCertificates');
  const statusT = useTranslation('status').t;
  const params = useListParams({ filters: CERTIFICATE_LIST_FILTERS });
  const list = useAdminCertificates(params.query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <ExportButtons path="admin/certificates/export.php" query={params.filterQuery} baseName="sbu-terbit" />
        }
      />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] xl:items-end">
        <SearchInput
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
          className="md:col-span-2 xl:col-span-1"
        />
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('admin:list.all')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={CERTIFICATE_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
        />
        <FilterSelect
          label={t('list.expiringWithin')}
          allLabel={t('list.expiringAny')}
          value={params.filters.expiring_within_days}
          onChange={(v) => params.setFilter('expiring_within_days', v)}
          options={EXPIRING_WITHIN_OPTIONS.map((d) => ({
            value: d,
            label: t('list.expiringDays', { count: Number(d) }),
          }))}
        />
        <FilterSelect
          label={t('admin:list.sortLabel')}
          allLabel={t('sorts.newest')}
          value={params.filters.sort}
          onChange={(v) => params.setFilter('sort', v)}
          options={ADMIN_CERTIFICATE_SORTS.filter((s) => s !== 'newest').map((s) => ({
            value: s,
            label: t(`sorts.${s}`),
          }))}
        />
      </div>
      <div>
        <CertificatesTable rows={list.data?.items} {...listTableState(params, list)} />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
