import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { TGuideSection } from '../lib/guide-model';

interface Props {
  sections: TGuideSection[];
  current: string;
  /** Sections the search leaves out are shown dimmed (a click clears the search). */
  shown: ReadonlySet<string>;
  onGo: (id: string) => void;
}

function TocList({ sections, current, shown, onGo }: Props) {
  const { t } = useTranslation('guide');
  return (
    <ol className="space-y-0.5 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            aria-current={current === s.id ? 'location' : undefined}
            onClick={(e) => {
              e.preventDefault();
              onGo(s.id);
            }}
            className={cn(
              'flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100',
              current === s.id && 'bg-brand-50 font-medium text-brand-700 dark:bg-slate-800 dark:text-blue-200',
              !shown.has(s.id) && 'text-slate-500 dark:text-slate-400',
            )}
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-slate-500 dark:text-slate-400">
              {s.step ? `${s.step}.` : ''}
            </span>
            <span>
              {s.title}
              {!shown.has(s.id) ? <span className="sr-only"> ({t('toc.noMatch')})</span> : null}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The table of contents: a sticky list beside the text from 1024 px, a folding list above it on phones. */
export function GuideToc(props: Props) {
  const { t } = useTranslation('guide');
  return (
    <>
      <nav
        aria-label={t('toc.title')}
        className="sticky top-20 hidden max-h-[calc(100vh-6rem)] overflow-y-auto lg:block print:hidden"
      >
        <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t('toc.title')}
        </p>
        <TocList {...props} />
      </nav>
      <details className="group rounded-lg border border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-900 print:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-slate-900 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
          {t('toc.title')}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label={t('toc.title')} className="border-t border-slate-200 p-2 dark:border-slate-800">
          <TocList {...props} />
        </nav>
      </details>
    </>
  );
}
