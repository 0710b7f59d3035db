import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { TTheme } from '@portal/contract/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ThemeContext } from './theme-context';
import { applyThemeClass, DARK_SCHEME_QUERY, readStoredTheme, resolveTheme, storeTheme } from './theme-rules';

/** Applies the theme class on <html> before paint and follows the OS while on "system". */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<TTheme>(readStoredTheme);
  const systemPrefersDark = useMediaQuery(DARK_SCHEME_QUERY);
  const resolved = resolveTheme(preference, systemPrefersDark);

  useLayoutEffect(() => {
    applyThemeClass(document.documentElement, resolved);
  }, [resolved]);

  const setPreference = useCallback((theme: TTheme) => {
    setPreferenceState(theme);
    storeTheme(theme);
  }, []);

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
