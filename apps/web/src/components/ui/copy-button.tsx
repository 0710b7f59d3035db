import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button';

interface Props {
  value: string;
  /** Visible text ("Salin"). */
  label: string;
  /** Accessible name naming what is copied ("Salin nomor rekening Bank Mandiri"). */
  ariaLabel: string;
  /** Shown and announced after copying ("Disalin"). */
  copiedLabel: string;
  failedLabel: string;
}

const RESET_MS = 2000;

/** Copies `value` to the clipboard and says so on the button and to screen readers (a polite live region). */
export function CopyButton({ value, label, ariaLabel, copiedLabel, failedLabel }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={ariaLabel} className="shrink-0">
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? copiedLabel : label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </>
  );
}
