import { cn } from './cn';

interface Props {
  /** 0–100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. "Mengunggah ktp.pdf". */
  label: string;
  /** Spoken value, e.g. "45%"; defaults to the rounded percentage. */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar (role progressbar with its value), e.g. for uploads. */
export function ProgressBar({ value, label, valueText, className }: Props) {
  const pct = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={valueText ?? `${pct}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
