import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@portal/contract/constants';

export type ToastVariant = 'default' | 'success' | 'warning' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** 'validation' toasts last 8 s (docs/business-rules.md#ui-constants). */
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
 * A tiny external store (useSyncExternalStore) so toast() works outside React: from the request
 * layer, the error boundary. One toast at a time, a new one replaces the current; removed 5000 ms
 * after dismissal (docs/business-rules.md#ui-constants).
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

/** Durations: success 4 s, warning 6 s, error 7 s, validation 8 s (else the default). */
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
  const item: ToastItem = {
    ...input,
    variant: input.variant ?? 'default',
    id,
    open: true,
    duration: toastDuration(input),
  };
  setItems([item]);
  autoDismissTimers.set(
    id,
    setTimeout(() => dismissToast(id), item.duration),
  );
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

/**
 * Mounted once by the app. The list that draws the toasts (with its icons) loads with the first
 * toast: most visits of the first page never show one (docs/decisions/020). Should that load fail,
 * the next toast tries again.
 */
export function Toaster() {
  const wanted = useToasts().length > 0;
  const [List, setList] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || List) return;
    let live = true;
    import('./toast-list').then(
      (m) => live && setList(() => m.ToastList),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, List]);
  return List ? <List /> : null;
}
