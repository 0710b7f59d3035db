import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Input } from './input';

interface Props {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (also the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/** A search box with an icon and a clear button; debouncing is the caller's (use-list-params). */
export function SearchInput({ id, value, onChange, label, placeholder, maxLength = 100, className }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('list.clearSearch')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
