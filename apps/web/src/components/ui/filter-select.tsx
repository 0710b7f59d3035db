import { useId } from 'react';
import { Label } from './label';
import { Select } from './select';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The "no filter" option's text (value ''). */
  allLabel?: string;
  className?: string;
}

/** A labelled native select for list filters (status, role, type …); '' means "all". */
export function FilterSelect({ label, value, onChange, options, allLabel, className }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        placeholder={allLabel}
      />
    </div>
  );
}
