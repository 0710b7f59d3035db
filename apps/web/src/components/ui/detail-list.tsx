import type { ReactNode } from 'react';

/** A label/value list for detail panels. */
export function DetailList({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
