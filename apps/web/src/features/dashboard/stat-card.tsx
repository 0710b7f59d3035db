import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useLocale } from '@/lib/locale';

interface Props {
  icon: LucideIcon;
  label: string;
  value: number;
  /** The list the figure counts; absent while that list is out of reach (company not verified yet). */
  to?: string;
}

/** One figure of the dashboard; with `to`, the whole card opens the list it counts. */
export function StatCard({ icon: Icon, label, value, to }: Props) {
  const { locale } = useLocale();
  const body = (
    <CardContent className="flex items-start gap-4 p-4 sm:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex dark:bg-slate-800 dark:text-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        {/* The figure first, so that the four line up whatever the length of their labels. */}
        <p className="text-2xl leading-tight font-semibold text-slate-900 tabular-nums dark:text-slate-100">
          {value.toLocaleString(locale)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      </div>
    </CardContent>
  );
  if (!to) return <Card>{body}</Card>;
  return (
    <Link
      to={to}
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <Card className="h-full transition-colors hover:border-brand-300 dark:hover:border-slate-600">{body}</Card>
    </Link>
  );
}
