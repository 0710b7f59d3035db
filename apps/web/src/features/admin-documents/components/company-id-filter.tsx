import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-list-params';
import { isCompanyId } from '../lib/filters';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The company filter by id (the search box covers company names); applied after a pause, like search. */
export function CompanyIdFilter({ value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);
  const trimmed = text.trim();
  const isValid = trimmed === '' || isCompanyId(trimmed);
  useEffect(() => {
    if (!isValid || trimmed === value) return;
    const timer = setTimeout(() => {
      applied.current = trimmed;
      onChange(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, isValid, value, onChange]);
  return (
    <div>
      <Label htmlFor={id} className="mb-1 text-xs">
        {t('documents.filters.companyId')}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        value={text}
        maxLength={10}
        aria-invalid={!isValid}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(e) => setText(e.target.value)}
      />
      {isValid ? null : (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {t('documents.filters.companyIdInvalid')}
        </p>
      )}
    </div>
  );
}
