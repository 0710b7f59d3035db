import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export const inputClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500',
    // Locked text stays readable (no fading): a tinted box and a not-allowed cursor say it is locked.
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-800 dark:disabled:bg-slate-800 dark:disabled:text-slate-200',
    'dark:bg-slate-900 dark:text-slate-100',
    invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
    className,
  );

export interface TInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...rest }: TInputProps) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return <input className={inputClasses(invalid, className)} {...rest} />;
}
