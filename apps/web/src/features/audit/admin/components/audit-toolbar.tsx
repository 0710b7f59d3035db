import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES, type TAuditEntityType } from '@portal/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import type { TListParams } from '@/hooks/use-list-params';
import { actionKey, KNOWN_ACTIONS } from '../lib/actions';
import { SYSTEM_ACTOR, type TAuditListFilter, shortId } from '../lib/filters';
import { useDebouncedFilter } from '../lib/use-debounced-filter';
import { useFilterWriter } from '../lib/use-filter-writer';

function TextFilter({
  label,
  placeholder,
  hint,
  value,
  onChange,
  list,
  disabled,
  maxLength,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  list?: string;
  disabled?: boolean;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        list={list}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Search (entity id or reason), entity type, actor (an e-mail, or the server itself), action, dates (WIB) and order of the log. */
export function AuditToolbar({ params }: { params: TListParams<TAuditListFilter> }) {
  const { t } = useTranslation('adminAudit');
  const allLabel = t('admin:list.all');
  const listId = useId();
  const write = useFilterWriter();
  const setFilter = useCallback((name: TAuditListFilter, value: string) => write({ [name]: value }), [write]);
  const isSystem = params.filters.actor === SYSTEM_ACTOR;
  const [actor, setActor] = useDebouncedFilter(
    isSystem ? '' : params.filters.actor,
    useCallback((v: string) => setFilter('actor', v), [setFilter]),
  );
  const [action, setAction] = useDebouncedFilter(
    params.filters.action,
    useCallback((v: string) => setFilter('action', v), [setFilter]),
  );
  const entityId = params.filters.entity_id;
  // Another type drops the one entity picked (its id belongs to the old type).
  const setEntityType = (v: string) => write({ entity_type: v, entity_id: '' });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] xl:items-end">
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
          className="md:col-span-2 xl:col-span-1"
        />
        <FilterSelect
          label={t('filters.entityType')}
          allLabel={allLabel}
          value={params.filters.entity_type}
          onChange={setEntityType}
          options={AUDIT_ENTITY_TYPES.map((e) => ({ value: e, label: t(`entityTypes.${e}`) }))}
        />
        <TextFilter
          label={t('filters.action')}
          placeholder={t('filters.actionPlaceholder')}
          hint={t('filters.actionHint')}
          value={action}
          onChange={setAction}
          list={listId}
          maxLength={80}
        />
        <FilterSelect
          label={t('filters.sort')}
          allLabel={t('filters.newest')}
          value={params.filters.sort}
          onChange={(v) => setFilter('sort', v)}
          options={[{ value: 'oldest', label: t('filters.oldest') }]}
        />
      </div>
      <datalist id={listId}>
        {KNOWN_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {t(actionKey(a)!)}
          </option>
        ))}
      </datalist>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="w-full space-y-2 sm:w-72">
          <TextFilter
            label={t('filters.actor')}
            placeholder={t('filters.actorPlaceholder')}
            value={actor}
            onChange={setActor}
            disabled={isSystem}
            maxLength={200}
          />
          <Checkbox
            id="audit-system-only"
            label={t('filters.systemOnly')}
            checked={isSystem}
            onChange={(e) => {
              setActor('');
              setFilter('actor', e.target.checked ? SYSTEM_ACTOR : '');
            }}
          />
        </div>
        <DateRangeFilter
          from={params.filters.from}
          to={params.filters.to}
          onChange={(name, v) => setFilter(name, v)}
          labels={{ range: t('filters.range'), from: t('filters.from'), to: t('filters.to') }}
        />
      </div>
      {entityId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-700 dark:bg-slate-800 dark:text-slate-100">
            <span title={entityId}>
              {t('filters.entity', {
                type: params.filters.entity_type
                  ? t(`entityTypes.${params.filters.entity_type as TAuditEntityType}`)
                  : '',
                id: shortId(entityId),
              })}
            </span>
            <button
              type="button"
              aria-label={t('filters.clearEntity')}
              onClick={() => setFilter('entity_id', '')}
              className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        </p>
      ) : null}
    </div>
  );
}
