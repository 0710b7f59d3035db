import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-list-params';
import { formatNpwp } from '@/lib/format-ids';
import { useCompanySearch } from '../api/search-companies';

interface Props {
  /** The chosen company id ('' for all). */
  value: string;
  /** Its name when known (from the filtered rows), else `#id` is shown. */
  selectedName: string | null;
  onChange: (companyId: string) => void;
}

/** The company filter: search companies by name, NPWP, NIB, leader or phone and pick one. */
export function CompanyPicker({ value, selectedName, onChange }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCompanySearch(term);
  const options = term
    ? (search.data?.items ?? []).map((c) => ({
        value: String(c.companyId),
        label: c.name,
        description: `NPWP ${formatNpwp(c.npwp)} · ${c.owner_name}`,
      }))
    : [];
  const label = value ? (picked?.id === value ? picked.name : (selectedName ?? `#${value}`)) : null;
  return (
    <Combobox
      label={t('documents.filters.company')}
      placeholder={t('documents.filters.companyPlaceholder')}
      inputValue={text}
      onInputChange={setText}
      options={options}
      isLoading={search.isFetching}
      emptyText={t('documents.filters.companyNone')}
      selectedLabel={label}
      onSelect={(o) => {
        setPicked({ id: o.value, name: o.label });
        setText('');
        onChange(o.value);
      }}
      onClear={() => {
        setPicked(null);
        onChange('');
      }}
    />
  );
}
