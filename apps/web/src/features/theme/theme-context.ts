import { createContext, useContext } from 'react';
import type { TTheme } from '@portal/contract/constants';
import type { TResolvedTheme } from './theme-rules';

export interface TThemeContext {
  preference: TTheme;
  resolved: TResolvedTheme;
  /** Applies at once and remembers it locally; saving to the server is useChangeTheme's job. */
  setPreference: (theme: TTheme) => void;
}

export const ThemeContext = createContext<TThemeContext | null>(null);

export function useTheme(): TThemeContext {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}
