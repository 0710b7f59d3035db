import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAuditActorRole, TAuditEntityType, TAuditItem } from '@portal/contract';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatRelative } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { actionKey } from '../lib/actions';
import { entityHref, shortId } from '../lib/filters';

const ROLE_TONES: Record<TAuditActorRole, string> = {
  admin: 'bg-brand-50 text-brand-700 ring-brand-100 dark:bg-sky-900/40 dark:text-sky-100 dark:ring-sky-800',
  user: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
  system: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-800',
};

/** When: the WIB date and time, and how long ago (docs/business-rules.md#time). */
export function AuditTime({ at }: { at: string }) {
  const { t, i18n } = useTranslation('adminAudit');
  return (
    <span className="flex flex-col whitespace-nowrap">
      <time dateTime={at} className="text-slate-900 dark:text-slate-100">
        {t('wib', { time: formatDateTime(at, localeOf(i18n.language)) })}
      </time>
      <span className="text-xs text-slate-500 dark:text-slate-400">{formatRelative(at)}</span>
    </span>
  );
}

/** Who: the e-mail and a role badge; the server itself is "Sistem". */
export function AuditActor({ email, role }: { email: string | null; role: TAuditActorRole }) {
  const { t } = useTranslation('adminAudit');
  const badge = (
    <span
      className={cn(
        'inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        ROLE_TONES[role],
      )}
    >
      {t(`roles.${role}`)}
    </span>
  );
  if (role === 'system' || !email) return badge;
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <span className="break-words text-slate-900 dark:text-slate-100">{email}</span>
      {badge}
    </span>
  );
}

/** What: the action in words, with the action as written beneath (what the filter takes). */
export function AuditAction({ action }: { action: string }) {
  const { t } = useTranslation('adminAudit');
  const key = actionKey(action);
  if (!key) return <span className="font-mono text-xs break-words text-slate-900 dark:text-slate-100">{action}</span>;
  return (
    <span className="flex flex-col">
      <span className="text-slate-900 dark:text-slate-100">{t(key)}</span>
      <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{action}</span>
    </span>
  );
}

/** Which: the entity's type and a link to where the admin sees it. */
export function AuditEntity({
  type,
  id,
  wrapAnywhere,
}: {
  type: TAuditEntityType;
  id: string;
  wrapAnywhere?: boolean;
}) {
  const { t } = useTranslation('adminAudit');
  return (
    <span className="flex flex-col">
      <span className="text-xs text-slate-500 dark:text-slate-400">{t(`entityTypes.${type}`)}</span>
      <Link
        to={entityHref(type, id)}
        title={id}
        className={cn(
          'font-mono text-sm text-brand-700 hover:underline dark:text-brand-100',
          wrapAnywhere ? '[overflow-wrap:anywhere]' : 'break-words',
        )}
      >
        {shortId(id)}
      </Link>
    </span>
  );
}

/** A moment the server wrote (`…T…Z`), shown in WIB like every time on the screen. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function Value({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation('adminAudit');
  if (value === null || value === undefined || value === '')
    return <span className="text-slate-500 italic dark:text-slate-400">{t('changes.empty')}</span>;
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return <time dateTime={value}>{t('wib', { time: formatDateTime(value, localeOf(i18n.language)) })}</time>;
  if (typeof value === 'boolean') return <>{t(value ? 'changes.yes' : 'changes.no')}</>;
  if (typeof value === 'string' || typeof value === 'number')
    return <span className="break-words whitespace-pre-line">{String(value)}</span>;
  return <code className="font-mono text-xs break-all">{JSON.stringify(value)}</code>;
}

/** The changed fields of a row (keys of before and after), in the order the server wrote them. */
export const changedFieldNames = (item: Pick<TAuditItem, 'before' | 'after'>) => [
  ...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})]),
];

/** "Before → after": a disclosure button opening a small table of the changed fields. */
export function AuditChanges({ item }: { item: TAuditItem }) {
  const { t } = useTranslation('adminAudit');
  const [open, setOpen] = useState(false);
  const id = useId();
  const fields = changedFieldNames(item);
  if (fields.length === 0)
    return <span className="text-xs text-slate-500 dark:text-slate-400">{t('changes.none')}</span>;
  const label = actionKey(item.action) ? t(actionKey(item.action)!) : item.action;
  return (
    <div className="min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium whitespace-nowrap text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
      >
        {open ? (
          <ChevronDown aria-hidden="true" className="size-4" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-4" />
        )}
        {open ? t('changes.hide') : t('changes.show', { count: fields.length })}
      </button>
      <div
        id={id}
        hidden={!open}
        className="mt-2 overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700"
      >
        {open ? (
          <table className="w-full min-w-64 text-xs">
            <caption className="sr-only">{t('changes.caption', { action: label })}</caption>
            <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t('changes.field')}
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t('changes.before')}
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t('changes.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <th
                    scope="row"
                    className="px-2 py-1.5 text-left font-mono font-medium text-slate-900 dark:text-slate-100"
                  >
                    {f}
                  </th>
                  <td className="px-2 py-1.5 text-slate-600 dark:text-slate-400">
                    <Value value={item.before?.[f]} />
                  </td>
                  <td className="px-2 py-1.5 text-slate-900 dark:text-slate-100">
                    <Value value={item.after?.[f]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}

/** The reason given, or a dash. */
export function AuditReason({ reason }: { reason: string | null }) {
  if (!reason) return <span className="text-slate-500 dark:text-slate-400">-</span>;
  return <span className="block max-w-80 break-words whitespace-pre-line">{reason}</span>;
}
