import { useTranslation } from 'react-i18next';
import { ADMIN_COMPANY_SORTS } from '@portal/contract';
import { COMPANY_STATUSES } from '@portal/contract/constants';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';

export const COMPANY_LIST_FILTERS = { status: COMPANY_STATUSES, sort: ADMIN_COMPANY_SORTS };
export type TCompanyListFilter = keyof typeof COMPANY_LIST_FILTERS;

/** Search over name, NPWP and NIB; status filter; order. */
export function CompaniesToolbar({ params }: { params: TListParams<TCompanyListFilter> }) {
  const { t } = useTranslation('admin');
  const statusT = useTranslation('status').t;
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] md:items-end">
      <SearchInput label={t('companies.searchLabel')} placeholder={t('companies.searchPlaceholder')} value={params.searchInput} onChange={params.setSearchInput} />
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
