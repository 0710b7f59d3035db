import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNextAction } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TNextStep } from './lib/next-step';
import { NextActionCard } from './next-action-card';
import { NextStepCard } from './next-step-card';

interface Props {
  /** The onboarding advice, shown while the company is not verified. */
  step: TNextStep | null;
  actions: readonly TNextAction[] | undefined;
  loading: boolean;
  /** A verified company without any application yet: the calm state offers the first one. */
  offerFirstApplication: boolean;
}

/**
 * "Langkah berikutnya": the onboarding advice and one card per next action of dashboard/stats.php
 * (docs/business-rules.md#dashboards); nothing due → a calm state.
 */
export function NextActions({ step, actions, loading, offerFirstApplication }: Props) {
  const { t } = useTranslation('pages');
  // The cards of rejected documents name each document and its note; the general advice to fix them would repeat them.
  const showStep = step && !(step.kind === 'fixDocument' && actions?.some((a) => a.kind === 'rejected_document'));
  const list = actions ?? [];
  return (
    <section aria-labelledby="next-actions-heading" className="space-y-3">
      <h2 id="next-actions-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('dashboard.nextStep.heading')}
      </h2>
      {showStep ? <NextStepCard step={step} /> : null}
      {loading && !actions ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-20 w-full rounded-lg" />
          <Skeleton className="h-20 w-full rounded-lg" />
        </div>
      ) : list.length > 0 ? (
        <ul className="space-y-3">
          {list.map((a, i) => (
            <NextActionCard key={`${a.kind}-${a.actionUrl}-${a.params.title ?? ''}-${i}`} action={a} index={i} />
          ))}
        </ul>
      ) : !showStep && actions ? (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 dark:text-slate-100">{t('dashboard.actions.none')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(
                offerFirstApplication ? 'dashboard.actions.noneFirstApplication' : 'dashboard.actions.noneDescription',
              )}
            </p>
          </div>
          {offerFirstApplication ? (
            <Link
              to="/applications/new"
              className={buttonClasses('outline', 'sm', 'shrink-0 self-start sm:self-center')}
            >
              {t('dashboard.nextStep.applySbu.cta')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
