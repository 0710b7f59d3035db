import { useTranslation } from 'react-i18next';
import { SUB_BIDANG_SORTS, type TBidang } from '@portal/contract';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';

const isBidangCode = (v: string) => /^[A-Z0-9]{1,10}$/.test(v);
export const SUB_BIDANG_FILTERS = { bidang: isBidangCode, active: ['true', 'false'], sort: SUB_BIDANG_SORTS };
export type TSubBidangFilter = keyof typeof SUB_BIDANG_FILTERS;

interface Props {
  params: TListParams<TSubBidangFilter>;
  bidang: readonly TBidang[];
  isAdmin: boolean;
}

/** Search (code, name, KBLI), bidang, order; admins also filter by the active flag. */
export function SubBidangToolbar({ params, bidang, isAdmin }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <div
      className={`grid gap-3 md:items-end ${isAdmin ? 'md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]' : 'md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]'}`}
    >
      <SearchInput
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={params.searchInput}
        onChange={params.setSearchInput}
      />
      <FilterSelect
        label={t('list.bidang')}
        allLabel={t('list.allBidang')}
        value={params.filters.bidang}
        onChange={(v) => params.setFilter('bidang', v)}
        options={bidang.map((b) => ({ value: b.code, label: `${b.code} — ${b.name}` }))}
      />
      {isAdmin ? (
        <FilterSelect
          label={t('list.active')}
          allLabel={t('list.allStates')}
          value={params.filters.active}
          onChange={(v) => params.setFilter('active', v)}
          options={[
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
        />
      ) : null}
      <FilterSelect
        label={t('list.sort')}
        allLabel={t('sorts.code')}
        value={params.filters.sort}
        onChange={(v) => params.setFilter('sort', v)}
        options={SUB_BIDANG_SORTS.filter((s) => s !== 'code').map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      />
    </div>
  );
}
