import { useTranslation } from 'react-i18next';
import { APPLICATION_SORTS } from '@portal/contract';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from '@portal/contract/constants';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';
import type { TApplicationListFilter } from '../lib/list-view';

/** Search over code_reg, status, type and order. */
export function ApplicationsToolbar({ params }: { params: TListParams<TApplicationListFilter> }) {
  const { t } = useTranslation('applications');
  const statusT = useTranslation('status').t;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
      <SearchInput
        className="col-span-2 md:col-span-1"
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={params.searchInput}
        onChange={params.setSearchInput}
      />
      <FilterSelect
        label={t('list.status')}
        allLabel={t('list.allStatuses')}
        value={params.filters.status}
        onChange={(v) => params.setFilter('status', v)}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
      />
      <FilterSelect
        label={t('list.type')}
        allLabel={t('list.allTypes')}
        value={params.filters.type}
        onChange={(v) => params.setFilter('type', v)}
        options={APPLICATION_TYPES.map((s) => ({ value: s, label: t(`types.${s}`) }))}
      />
      <FilterSelect
        className="col-span-2 md:col-span-1"
        label={t('list.sort')}
        allLabel={t('sorts.newest')}
        value={params.filters.sort}
        onChange={(v) => params.setFilter('sort', v)}
        options={APPLICATION_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      />
    </div>
  );
}
