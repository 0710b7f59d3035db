import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50',
  danger: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100',
} as const;

interface Props {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  /** `alert` for what the user must act on, `status` for a state to wait for. */
  role: 'alert' | 'status';
  children: ReactNode;
}

/** A framed page-level message: an icon, a heading and its text, in one of three tones. */
export function Callout({ tone, icon: Icon, title, role, children }: Props) {
  return (
    <div role={role} className={cn('flex gap-3 rounded-lg border p-4', TONES[tone])}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </div>
  );
}
