import { EntityStatusBadge, StatusBadge } from '@/components/ui/status-badge';
import type { TStatusItem } from '../lib/markdown';
import { GUIDE_STATUS_KINDS, isStatusKind } from '../lib/status-kinds';
import { GuideInline } from './guide-inline';

/** A status list: the badge as the portal shows it, and its meaning from the content file. */
export function StatusList({ kind, items, terms }: { kind: string; items: TStatusItem[]; terms: string[] }) {
  const entity = isStatusKind(kind) && GUIDE_STATUS_KINDS[kind].badge === 'entity';
  return (
    <dl
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      data-status-kind={kind}
    >
      {items.map((item) => (
        <div
          key={item.status}
          className="grid gap-1 px-3 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4 print:break-inside-avoid"
          data-status={item.status}
        >
          <dt>{entity ? <EntityStatusBadge status={item.status} /> : <StatusBadge status={item.status} />}</dt>
          <dd className="text-sm text-slate-700 dark:text-slate-300">
            <GuideInline inline={item.meaning} terms={terms} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
