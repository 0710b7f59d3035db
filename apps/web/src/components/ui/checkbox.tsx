import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
}

export function Checkbox({ label, className, id, ...rest }: Props) {
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600"
        {...rest}
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
