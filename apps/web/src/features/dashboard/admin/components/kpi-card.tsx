import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export interface TKpiFigure {
  label: string;
  value: string;
  /** The filtered admin list whose total is this figure. */
  to?: string;
  /** Needs attention (overdue, expiring soon): red, with the `alert` text beside it. */
  alert?: string;
  testId?: string;
}

/** A KPI: a title and one or two figures, each a link to its filtered list when it has one. */
export function KpiCard({
  icon: Icon,
  title,
  figures,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  figures: TKpiFigure[];
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-3 pt-5">
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
        </div>
        <dl className={cn('grid gap-3', figures.length > 1 && 'grid-cols-2')}>
          {figures.map((f) => (
            <div key={f.label} data-testid={f.testId}>
              <dt className="text-xs text-slate-600 dark:text-slate-400">{f.label}</dt>
              <dd className="mt-0.5">
                {f.to ? (
                  <Link
                    to={f.to}
                    className={cn(
                      'rounded-sm text-2xl font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      f.alert ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-slate-100',
                    )}
                  >
                    {f.value}
                  </Link>
                ) : (
                  <span className="text-2xl font-semibold break-words text-slate-900 dark:text-slate-100">
                    {f.value}
                  </span>
                )}
                {f.alert ? (
                  <span className="ml-2 text-xs font-semibold text-red-700 dark:text-red-300">{f.alert}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {footer}
      </CardContent>
    </Card>
  );
}
