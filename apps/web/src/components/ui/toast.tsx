import { clsx } from 'clsx';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@portal/contract/constants';

export type ToastVariant = 'default' | 'success' | 'warning' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** 'validation' toasts last 8 s (SPEC §9). */
  kind?: 'validation';
  action?: { label: string; onClick: () => void };
}
export interface ToastItem extends ToastInput {
  id: number;
  /** False once dismissed; the item stays TOAST_REMOVE_DELAY_MS for its exit transition. */
  open: boolean;
  duration: number;
}

/*
 * A tiny external store (useSyncExternalStore) so toast() works outside React: from the query
 * cache, the api layer, the error boundary. SPEC §9: one toast at a time, a new one replaces
 * the current; removed 5000 ms after dismissal.
 */
let items: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const autoDismissTimers = new Map<number, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function setItems(next: readonly ToastItem[]): void {
  items = next;
  listeners.forEach((l) => l());
}

function clearTimer(map: Map<number, ReturnType<typeof setTimeout>>, id: number): void {
  clearTimeout(map.get(id));
  map.delete(id);
}

/** SPEC §9 durations: success 4 s, warning 6 s, error 7 s, validation 8 s (else the default). */
export function toastDuration(input: Pick<ToastInput, 'variant' | 'kind'>): number {
  if (input.kind === 'validation') return TOAST_DURATION_MS.validation;
  switch (input.variant) {
    case 'success':
      return TOAST_DURATION_MS.success;
    case 'warning':
      return TOAST_DURATION_MS.warning;
    case 'destructive':
      return TOAST_DURATION_MS.error;
    default:
      return TOAST_DURATION_MS.default;
  }
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  for (const old of items) {
    clearTimer(autoDismissTimers, old.id);
    clearTimer(removeTimers, old.id);
  }
  const id = ++nextId;
  const item: ToastItem = { ...input, variant: input.variant ?? 'default', id, open: true, duration: toastDuration(input) };
  setItems([item]);
  autoDismissTimers.set(id, setTimeout(() => dismissToast(id), item.duration));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or the current one); it is removed TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: number): void {
  const targets = items.filter((i) => i.open && (id === undefined || i.id === id));
  if (!targets.length) return;
  for (const target of targets) {
    clearTimer(autoDismissTimers, target.id);
    removeTimers.set(
      target.id,
      setTimeout(() => {
        removeTimers.delete(target.id);
        setItems(items.filter((i) => i.id !== target.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  const closed = new Set(targets.map((t) => t.id));
  setItems(items.map((i) => (closed.has(i.id) ? { ...i, open: false } : i)));
}

export const getToasts = (): readonly ToastItem[] => items;

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears every toast and timer (tests, logout). */
export function resetToasts(): void {
  [...autoDismissTimers.keys()].forEach((id) => clearTimer(autoDismissTimers, id));
  [...removeTimers.keys()].forEach((id) => clearTimer(removeTimers, id));
  setItems([]);
}

export const useToasts = (): readonly ToastItem[] => useSyncExternalStore(subscribeToasts, getToasts, getToasts);

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
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

/** Mounted once by the app shell: top of the screen on mobile, bottom-right on desktop (lg). */
export function Toaster() {
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
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 lg:top-auto lg:right-0 lg:bottom-0 lg:left-auto lg:w-[420px]"
    >
      {current.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={t('toast.close')} />
      ))}
    </div>
  );
}
