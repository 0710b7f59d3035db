import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** "Step 2 of 3" with the step names; the current one is marked for screen readers. */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation('register');
  return (
    <div className="mb-6">
      <p className="mb-2 text-xs font-medium text-slate-500 dark:text-slate-400" aria-live="polite">
        {t('register.stepOf', { current: current + 1, total: steps.length, name: steps[current] })}
      </p>
      <ol className="flex gap-2">
        {steps.map((name, i) => (
          <li key={name} aria-current={i === current ? 'step' : undefined} className="flex-1">
            <span
              className={cn(
                'block h-1.5 rounded-full',
                i <= current ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700',
              )}
            />
            <span
              className={cn(
                'mt-1 block text-xs',
                i === current
                  ? 'font-semibold text-slate-900 dark:text-slate-100'
                  : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {name}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
