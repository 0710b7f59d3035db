import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusElementById } from '@/lib/focus-first-error';

const LEADER_FIELDS = new Set(['leader_name', 'leader_position', 'leader_nik', 'leader_npwp']);

interface TItem {
  key: string;
  label: string;
  /** Where the link goes: the field, or the document's file input, else its card title. */
  targets: string[];
}

/**
 * What is still missing, grouped (company data, leader, documents) so a long list does not fill a
 * phone screen: each group folds, and each item takes the reader to its field or document.
 * `fieldIdPrefix` is the company form's id prefix on this page.
 */
export function MissingList({
  fields,
  documents,
  fieldIdPrefix = 'registration',
}: {
  fields: readonly string[];
  documents: readonly string[];
  fieldIdPrefix?: string;
}) {
  const { t } = useTranslation(['onboarding', 'company']);
  const field = (f: string): TItem => ({
    key: `f-${f}`,
    label: t(`company:fields.${f}`, { defaultValue: f }),
    targets: [`${fieldIdPrefix}-${f}`],
  });
  const groups: { key: string; items: TItem[] }[] = [
    { key: 'company', items: fields.filter((f) => !LEADER_FIELDS.has(f)).map(field) },
    { key: 'leader', items: fields.filter((f) => LEADER_FIELDS.has(f)).map(field) },
    {
      key: 'documents',
      items: documents.map((d) => ({
        key: `d-${d}`,
        label: t(`onboarding:types.${d}.label`, { defaultValue: d }),
        targets: [`doc-${d}-file`, `doc-${d}-title`],
      })),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="space-y-2">
      {groups.map((g) => (
        // Short groups start open; long ones start folded (a 17-field list would fill a phone).
        <details
          key={g.key}
          open={g.items.length <= 3}
          className="group rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
            <span>
              {t(`onboarding:summary.missingGroups.${g.key}`)}{' '}
              <span className="text-slate-600 dark:text-slate-400">({g.items.length})</span>
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="space-y-1 border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
            {g.items.map((item) => (
              <li key={item.key}>
                <a
                  href={`#${item.targets[0]}`}
                  onClick={(e) => {
                    if (focusElementById(item.targets)) e.preventDefault();
                  }}
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-sky-300"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
