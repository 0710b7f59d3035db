import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input';
import { Label } from './label';

interface Props {
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
  /** The range's name and its two fields' labels; the upload dates of Manajemen Dokumen by default. */
  labels?: { range: string; from: string; to: string };
}

/**
 * A from / to filter (uploaded, created, issued …), as WIB calendar days, both included (the server reads them so). The end
 * cannot be set before the start: the pickers bound each other, and a typed-in reversed range
 * is said plainly instead of being sent.
 */
export function DateRangeFilter({ from, to, onChange, labels }: Props) {
  const { t } = useTranslation('admin');
  const text = labels ?? {
    range: t('documents.filters.uploadedRange'),
    from: t('documents.filters.uploadedFrom'),
    to: t('documents.filters.uploadedTo'),
  };
  const id = useId();
  const reversed = !!from && !!to && from > to;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{text.range}</legend>
      <div>
        <Label htmlFor={`${id}-from`} className="mb-1 text-xs">
          {text.from}
        </Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange('from', e.target.value)}
          className="w-44 dark:[color-scheme:dark]"
        />
      </div>
      <div>
        <Label htmlFor={`${id}-to`} className="mb-1 text-xs">
          {text.to}
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
