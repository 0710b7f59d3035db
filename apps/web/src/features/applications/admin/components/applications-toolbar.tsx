import { useTranslation } from 'react-i18next';
import { ADMIN_APPLICATION_SORTS } from '@portal/contract';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from '@portal/contract/constants';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';
import type { TApplicationListFilter } from '../lib/list-filters';

/** Search (registration code, company), status, type (not on the renewals screen), creation dates (WIB), order. */
export function ApplicationsToolbar({
  params,
  isRenewals,
}: {
  params: TListParams<TApplicationListFilter>;
  isRenewals: boolean;
}) {
  const { t } = useTranslation('adminWorkflow');
  const statusT = useTranslation('status').t;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('applications.searchLabel')}
          placeholder={t('applications.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('admin:list.all')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
        />
        {isRenewals ? null : (
          <FilterSelect
            label={t('fields.type')}
            allLabel={t('admin:list.all')}
            value={params.filters.type}
            onChange={(v) => params.setFilter('type', v)}
            options={APPLICATION_TYPES.map((s) => ({ value: s, label: t(`types.${s}`) }))}
          />
        )}
        <FilterSelect
          label={t('admin:list.sortLabel')}
          allLabel={t('sorts.newest')}
          value={params.filters.sort}
          onChange={(v) => params.setFilter('sort', v)}
          options={ADMIN_APPLICATION_SORTS.filter((s) => s !== 'newest').map((s) => ({
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
          range: t('applications.createdRange'),
          from: t('applications.createdFrom'),
          to: t('applications.createdTo'),
        }}
      />
    </div>
  );
}
