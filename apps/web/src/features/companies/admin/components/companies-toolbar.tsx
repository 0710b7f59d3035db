import { useTranslation } from 'react-i18next';
import { ADMIN_COMPANY_SORTS } from '@portal/contract';
import { COMPANY_STATUSES } from '@portal/contract/constants';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';
import type { TCompanyListFilter } from '../lib/list-view';

export { COMPANY_LIST_FILTERS, type TCompanyListFilter } from '../lib/list-view';

/** Search over name, NPWP and NIB; in "all companies" also the status filter and the order. */
export function CompaniesToolbar({
  params,
  isQueue = false,
}: {
  params: TListParams<TCompanyListFilter>;
  isQueue?: boolean;
}) {
  const { t } = useTranslation('admin');
  const statusT = useTranslation('status').t;
  if (isQueue) {
    return (
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)] md:items-end">
        <SearchInput
          label={t('companies.searchLabel')}
          placeholder={t('companies.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] md:items-end">
      <SearchInput
        label={t('companies.searchLabel')}
        placeholder={t('companies.searchPlaceholder')}
        value={params.searchInput}
        onChange={params.setSearchInput}
      />
      <FilterSelect
        label={t('companies.filters.status')}
        allLabel={t('list.all')}
        value={params.filters.status}
        onChange={(v) => params.setFilter('status', v)}
        options={COMPANY_STATUSES.map((s) => ({ value: s, label: statusT(`entity.${s}`) }))}
      />
      <FilterSelect
        label={t('list.sortLabel')}
        allLabel={t('sorts.newest')}
        value={params.filters.sort}
        onChange={(v) => params.setFilter('sort', v)}
        options={ADMIN_COMPANY_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      />
    </div>
  );
}
