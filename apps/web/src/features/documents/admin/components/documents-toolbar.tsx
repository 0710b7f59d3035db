import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUSES } from '@portal/contract/constants';
import { REGISTRATION_DOCUMENT_TYPES } from '@portal/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';
import { CURRENT_ONLY, type TDocumentListFilter } from '../lib/filters';
import { CompanyPicker } from './company-picker';
import { DateRangeFilter } from '@/components/ui/date-range-filter';

/** Search (file or company name), type, status, a company picker, the upload dates (WIB), current uploads only. */
export function DocumentsToolbar({
  params,
  companyName,
}: {
  params: TListParams<TDocumentListFilter>;
  companyName: string | null;
}) {
  const { t } = useTranslation('admin');
  const statusT = useTranslation('status').t;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('documents.searchLabel')}
          placeholder={t('documents.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('documents.filters.type')}
          allLabel={t('list.all')}
          value={params.filters.document_type}
          onChange={(v) => params.setFilter('document_type', v)}
          options={REGISTRATION_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`documentTypes.${d}`) }))}
        />
        <FilterSelect
          label={t('documents.filters.status')}
          allLabel={t('list.all')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={DOCUMENT_STATUSES.map((s) => ({ value: s, label: statusT(`entity.${s}`) }))}
        />
        <CompanyPicker
          value={params.filters.company_id}
          selectedName={companyName}
          onChange={(v) => params.setFilter('company_id', v)}
        />
      </div>
      <DateRangeFilter
        from={params.filters.from}
        to={params.filters.to}
        onChange={(name, v) => params.setFilter(name, v)}
      />
      <Checkbox
        id="documents-current-only"
        label={t('documents.filters.currentOnly')}
        checked={params.filters.current === CURRENT_ONLY}
        onChange={(e) => params.setFilter('current', e.target.checked ? CURRENT_ONLY : '')}
      />
    </div>
  );
}
