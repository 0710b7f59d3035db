import type { ReactNode } from 'react';

/** Nothing to show (null, undefined, or an empty or blank text such as an issuer not yet set) reads "-", never an empty cell. */
const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A label/value list for detail panels: label beside value where the panel is wide enough, the
 * label above its value in a narrow column (a container query, so it follows the panel, not the screen).
 */
export function DetailList({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-1 gap-x-3 text-sm @xs:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @xs:gap-y-2 [&>div:first-child>dt]:mt-0">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="mt-2 text-slate-500 @xs:mt-0 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{isEmpty(value) ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
