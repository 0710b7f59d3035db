import { clsx } from 'clsx';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts, type ToastItem, type ToastVariant } from './toast';

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  destructive: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};
const VARIANT_ICONS = { default: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleX } as const;

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const variant = item.variant ?? 'default';
  const isAlert = variant === 'destructive';
  const Icon = VARIANT_ICONS[variant];
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    dismissToast(item.id);
  };
  return (
    <div
      role={isAlert ? 'alert' : 'status'}
      aria-live={isAlert ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={item.open ? undefined : true}
      inert={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      data-variant={variant}
      onKeyDown={onKeyDown}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg transition-all duration-200 motion-reduce:transition-none',
        VARIANT_STYLES[variant],
        item.open ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm break-words opacity-90">{item.description}</p> : null}
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            className="mt-2 rounded-md border border-current px-3 py-1 text-xs font-medium hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none dark:hover:bg-white/10"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
        className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** The toasts on screen: top of the screen on mobile, bottom-right on desktop (lg). Loaded by Toaster. */
export function ToastList() {
  const current = useToasts();
  // Its texts are in `common`: the toaster is on every page, before any other texts arrive.
  const { t } = useTranslation('common');
  useEffect(() => {
    // Escape closes the toast, unless something else (an open dialog) already handles it.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]')) return;
      dismissToast();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      role="region"
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col-reverse gap-2 p-4 pb-[calc(4.75rem+env(safe-area-inset-bottom))] lg:right-0 lg:left-auto lg:w-[420px] lg:flex-col lg:pb-4"
    >
      {current.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={t('toast.close')} />
      ))}
    </div>
  );
}
