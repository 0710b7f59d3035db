import { CircleAlert, CircleCheck, ShieldX } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '@/components/ui/callout';
import { ApiError } from '@/lib/api-client';

/** One check at a time: its answer, its failure, and whether it is under way; a newer run wins. */
export function useCheck<A, R>(send: (arg: A) => Promise<R>) {
  const [state, setState] = useState<{ data?: R; error?: unknown; isPending: boolean }>({ isPending: false });
  const seq = useRef(0);
  const run = useCallback(
    (arg: A) => {
      const n = ++seq.current;
      setState({ isPending: true });
      send(arg).then(
        (data) => n === seq.current && setState({ data, isPending: false }),
        (error: unknown) => n === seq.current && setState({ error, isPending: false }),
      );
    },
    [send],
  );
  const reset = useCallback(() => {
    seq.current++;
    setState({ isPending: false });
  }, []);
  return { ...state, run, reset };
}

/** Where a check's answer appears: announced politely, the failure said in words (429 with its wait). */
export function CheckVerdict({ error, children }: { error?: unknown; children: ReactNode }) {
  const { t } = useTranslation('publicCertificate');
  let failure: { title: string; text: string } | null = null;
  if (error) {
    const status = error instanceof ApiError ? error.status : 0;
    failure =
      status === 429
        ? { title: t('rateLimited.title'), text: t('rateLimited.later') }
        : error instanceof ApiError && (status === 422 || status === 413)
          ? { title: t('checks.refused'), text: error.message }
          : { title: t('checks.failed'), text: t('failed.text') };
  }
  return (
    <div aria-live="polite">
      {failure ? (
        <Callout tone="danger" icon={CircleAlert} role="alert" title={failure.title}>
          <p className="text-sm">{failure.text}</p>
        </Callout>
      ) : (
        children
      )}
    </div>
  );
}

/** The chosen file's name in the page's language (the native input, which says it in the browser's, is hidden). */
export function ChosenFile({ id, file }: { id: string; file: File | null }) {
  const { t } = useTranslation('publicCertificate');
  return (
    <p id={id} aria-live="polite">
      {file ? t('checks.chosen', { name: file.name }) : t('checks.noneChosen')}
    </p>
  );
}

function Result({ good, title, text, children }: { good: boolean; title: string; text: string; children?: ReactNode }) {
  const Icon = good ? CircleCheck : ShieldX;
  return (
    <div
      data-verdict={good ? 'genuine' : 'not-genuine'}
      className={
        good
          ? 'flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-50'
          : 'flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-50'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0" strokeWidth={2.25} />
      <div className="min-w-0 space-y-1">
        <h3 className="text-2xl font-bold">{title}</h3>
        <p className="text-sm">{text}</p>
        {children ? <p className="text-sm">{children}</p> : null}
      </div>
    </div>
  );
}
CheckVerdict.Result = Result;
