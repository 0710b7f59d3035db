import type { Ref, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './input';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...rest }: Props) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return <textarea rows={rows} className={inputClasses(invalid, className)} {...rest} />;
}
