import { useTranslation } from 'react-i18next';
import { headingAnchor, type TGuideView } from '../lib/guide-model';
import { GuideBlocks } from './guide-blocks';
import { Highlight } from './highlight';

/** One section of the guide: a step (numbered) or a reference part, with its anchors. */
export function GuideSection({ view, terms }: { view: TGuideView; terms: string[] }) {
  const { t } = useTranslation('guide');
  const { section } = view;
  const titleId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={titleId}
      className="scroll-mt-20 space-y-4 print:break-before-auto"
      data-section={section.id}
    >
      <h2
        id={titleId}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-semibold text-slate-900 focus:outline-none dark:text-slate-100"
      >
        {section.step ? (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {t('step', { number: section.step })}
          </span>
        ) : null}
        <span>
          <Highlight text={section.title} terms={terms} />
        </span>
      </h2>
      <GuideBlocks blocks={view.intro} terms={terms} />
      {view.headings.map((h) => {
        const id = headingAnchor(section.id, h.id);
        return (
          <div key={h.id} id={id} className="scroll-mt-20 space-y-3" data-heading={h.id}>
            <h3 tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none dark:text-slate-100">
              <a href={`#${id}`} className="group no-underline hover:underline" data-anchor-link>
                <Highlight text={h.title} terms={terms} />
                <span
                  aria-hidden="true"
                  className="ml-1.5 text-slate-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100 print:hidden"
                >
                  #
                </span>
              </a>
            </h3>
            <GuideBlocks blocks={h.blocks} terms={terms} />
          </div>
        );
      })}
    </section>
  );
}
