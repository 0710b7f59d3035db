/** STUB: replaced by the toast work (one toast at a time, SPEC §9 durations). */
export type ToastVariant = 'default' | 'success' | 'warning' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** 'validation' toasts last 8 s (SPEC §9). */
  kind?: 'validation';
  action?: { label: string; onClick: () => void };
}
export function toast(_input: ToastInput): void {}
export function Toaster() {
  return null;
}
