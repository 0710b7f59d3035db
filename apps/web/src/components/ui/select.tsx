import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { inputClasses } from './input';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** Native select: accessible and small (no extra chunk for a listbox). */
export function Select({ options, placeholder, className, ...rest }: Props) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <select className={cn(inputClasses(invalid), 'pr-8', className)} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
