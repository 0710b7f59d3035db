import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface Props {
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
}

/**
 * Uploaded from / to, as WIB calendar days, both included (the server reads them so). The end
 * cannot be set before the start: the pickers bound each other, and a typed-in reversed range
 * is said plainly instead of being sent.
 */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const reversed = !!from && !!to && from > to;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('documents.filters.uploadedRange')}</legend>
      <div>
        <Label htmlFor={`${id}-from`} className="mb-1 text-xs">
          {t('documents.filters.uploadedFrom')}
        </Label>
        <Input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => onChange('from', e.target.value)} className="w-44 dark:[color-scheme:dark]" />
      </div>
      <div>
        <Label htmlFor={`${id}-to`} className="mb-1 text-xs">
          {t('documents.filters.uploadedTo')}
        </Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={reversed}
          aria-describedby={reversed ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange('to', e.target.value)}
          className="w-44 dark:[color-scheme:dark]"
        />
      </div>
      {reversed ? (
        <p id={`${id}-error`} role="alert" className="pb-2 text-xs text-red-600 dark:text-red-400">
          {t('documents.filters.rangeReversed')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="pb-2 text-xs text-slate-500 dark:text-slate-400">
          {t('documents.filters.wibHint')}
        </p>
      )}
    </fieldset>
  );
}
