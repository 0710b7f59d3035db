import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Input } from './input';
import { Label } from './label';
import { Spinner } from './spinner';

// Anchored to the box's right edge, so a popup wider than a last-column box grows inwards.
const POPUP =
  'absolute right-0 z-20 mt-1 max-h-64 w-full min-w-64 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900';

export interface TComboboxOption {
  value: string;
  label: string;
  description?: string;
}

interface Props {
  label: string;
  placeholder?: string;
  /** The text in the box (the caller searches with it, e.g. after a pause). */
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly TComboboxOption[];
  onSelect: (option: TComboboxOption) => void;
  /** The chosen value's label, shown with a clear button instead of the box. */
  selectedLabel?: string | null;
  onClear: () => void;
  isLoading?: boolean;
  emptyText: string;
  className?: string;
}

/**
 * A searchable single choice (WAI-ARIA combobox with a listbox popup): type to search, ArrowDown /
 * ArrowUp to move, Enter to choose, Escape to close; the active option is announced through
 * aria-activedescendant. Once chosen, the value shows as a chip with a clear button.
 */
export function Combobox({
  label,
  placeholder,
  inputValue,
  onInputChange,
  options,
  onSelect,
  selectedLabel,
  onClear,
  isLoading,
  emptyText,
  className,
}: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && inputValue.trim() !== '';
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (o: TComboboxOption) => {
    onSelect(o);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter' && showList && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      {selectedLabel ? (
        <div className="flex min-h-9 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900">
          <span id={id} className="truncate text-slate-900 dark:text-slate-100" title={selectedLabel}>
            {selectedLabel}
          </span>
          <button
            type="button"
            onClick={onClear}
            aria-label={t('combobox.clear', { label: selectedLabel })}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : (
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={inputValue}
          maxLength={100}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
      )}
      {/* The listbox holds options only; loading and "no match" are said in a status beside it. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList || !!selectedLabel || options.length === 0}
        className={POPUP}
      >
        {options.map((o, i) => (
          <li
            key={o.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
            onMouseEnter={() => setActive(i)}
            className={cn(
              'cursor-pointer px-3 py-2',
              i === active
                ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-slate-100'
                : 'text-slate-800 dark:text-slate-200',
            )}
          >
            <span className="block truncate">{o.label}</span>
            {o.description ? (
              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{o.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div role="status" className={showList && !selectedLabel && options.length === 0 ? POPUP : 'sr-only'}>
        {showList && !selectedLabel && options.length === 0 ? (
          isLoading ? (
            <span className="flex items-center gap-2 px-3 py-2 text-slate-500 dark:text-slate-400">
              <Spinner className="size-4" /> {t('list.loading')}
            </span>
          ) : (
            <span className="block px-3 py-2 text-slate-500 dark:text-slate-400">{emptyText}</span>
          )
        ) : null}
      </div>
    </div>
  );
}
