import { ADMIN_USER_SORTS, ADMIN_USER_STATUS_FILTERS } from '@portal/contract';
import { ROLES } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';

export const USER_LIST_FILTERS = { status: ADMIN_USER_STATUS_FILTERS, role: ROLES, sort: ADMIN_USER_SORTS };
export type TUserListFilter = keyof typeof USER_LIST_FILTERS;

/** Search (name, e-mail, phone), status (incl. suspended), role and order of the user list. */
export function UsersToolbar({ params }: { params: TListParams<TUserListFilter> }) {
  const { t } = useTranslation('admin');
  const statusT = useTranslation('status').t;
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
      <SearchInput
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        value={params.searchInput}
        onChange={params.setSearchInput}
      />
      <FilterSelect
        label={t('users.filters.status')}
        allLabel={t('list.all')}
        value={params.filters.status}
        onChange={(v) => params.setFilter('status', v)}
        options={ADMIN_USER_STATUS_FILTERS.map((s) => ({ value: s, label: statusT(`entity.${s}`) }))}
      />
      <FilterSelect
        label={t('users.filters.role')}
        allLabel={t('list.all')}
        value={params.filters.role}
        onChange={(v) => params.setFilter('role', v)}
        options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      />
      <FilterSelect
        label={t('list.sortLabel')}
        allLabel={t('sorts.newest')}
        value={params.filters.sort}
        onChange={(v) => params.setFilter('sort', v)}
        options={ADMIN_USER_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      />
    </div>
  );
}
