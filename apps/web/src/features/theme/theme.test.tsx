import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from './theme-context';
import { ThemeProvider } from './theme-provider';
import { applyThemeClass, DARK_SCHEME_QUERY, readStoredTheme, resolveTheme, THEME_STORAGE_KEY } from './theme-rules';

/** A controllable prefers-color-scheme. */
function mockColorScheme(initialDark: boolean) {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === DARK_SCHEME_QUERY && dark;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })),
  );
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
  };
}

const html = () => document.documentElement;

describe('theme rules', () => {
  it('resolves system by the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('applies and removes the dark class', () => {
    applyThemeClass(html(), 'dark');
    expect(html().classList.contains('dark')).toBe(true);
    applyThemeClass(html(), 'light');
    expect(html().classList.contains('dark')).toBe(false);
  });
  it('reads the stored choice, defaulting to system on junk', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
    localStorage.removeItem(THEME_STORAGE_KEY);
    expect(readStoredTheme()).toBe('system');
  });
});

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    html().classList.remove('dark');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies the stored choice on mount', () => {
    mockColorScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeProvider>x</ThemeProvider>);
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('system follows prefers-color-scheme and its changes', () => {
    const scheme = mockColorScheme(true);
    render(<ThemeProvider>x</ThemeProvider>);
    expect(html().classList.contains('dark')).toBe(true);
    act(() => scheme.set(false));
    expect(html().classList.contains('dark')).toBe(false);
    act(() => scheme.set(true));
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('a change applies at once and is stored for anonymous visitors', () => {
    mockColorScheme(true);
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(result.current.resolved).toBe('dark');
    act(() => result.current.setPreference('light'));
    expect(html().classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    act(() => result.current.setPreference('dark'));
    expect(html().classList.contains('dark')).toBe(true);
    expect(result.current.preference).toBe('dark');
  });
});
