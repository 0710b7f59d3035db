import type { ReactNode } from 'react';

export function AuthHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1.5">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{title}</h1>
      {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
    </div>
  );
}
