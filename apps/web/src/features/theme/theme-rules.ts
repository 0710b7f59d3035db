import { THEMES, type TTheme } from '@portal/contract/constants';

/** Light, dark or system (the operating system's preference; docs/business-rules.md#languages). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: TTheme = 'system';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
export type TResolvedTheme = 'light' | 'dark';

export function isTheme(value: unknown): value is TTheme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function resolveTheme(preference: TTheme, systemPrefersDark: boolean): TResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** index.css drives the `dark:` variant from a `dark` class on <html>. */
export function applyThemeClass(root: HTMLElement, resolved: TResolvedTheme): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/** Anonymous visitors keep their choice in local storage. */
export function readStoredTheme(): TTheme {
  const value = storage()?.getItem(THEME_STORAGE_KEY);
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function storeTheme(theme: TTheme): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* quota or privacy mode: the choice still applies for this visit */
  }
}
