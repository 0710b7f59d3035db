import { useTranslation } from 'react-i18next';
import type { TBlock } from '../lib/markdown';
import { FeeExamples } from './fee-examples';
import { GuideInline } from './guide-inline';
import { StatusList } from './status-list';

/** The blocks of a content file, as React elements. */
export function GuideBlocks({ blocks, terms }: { blocks: TBlock[]; terms: string[] }) {
  const { t } = useTranslation('guide');
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={i} className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                <GuideInline inline={block.inline} terms={terms} />
              </p>
            );
          case 'note':
            return (
              <aside
                key={i}
                aria-label={t('note')}
                className="rounded-md border-l-4 border-brand-500 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-slate-800 dark:border-blue-400 dark:bg-slate-800/70 dark:text-slate-200"
              >
                <GuideInline inline={block.inline} terms={terms} />
              </aside>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={i}
                className={`space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700 marker:text-slate-500 dark:text-slate-300 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, k) => (
                  <li key={k}>
                    <GuideInline inline={item} terms={terms} />
                  </li>
                ))}
              </List>
            );
          }
          case 'statuses':
            return <StatusList key={i} kind={block.kind} items={block.items} terms={terms} />;
          case 'fees':
            return <FeeExamples key={i} />;
        }
      })}
    </>
  );
}
