import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent',
          className,
        )}
      />
      {label ? <span className="text-slate-600 dark:text-slate-300">{label}</span> : null}
    </span>
  );
}

/** Full-screen wait (the session check, the admin guard). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center p-6 text-slate-600 dark:text-slate-300">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="inline-block size-8 animate-spin rounded-full border-4 border-brand-500 border-t-transparent"
        />
        <p className="text-sm">{label}</p>
      </div>
    </div>
  );
}
