export { ThemeProvider } from './theme-provider';
export { useTheme } from './theme-context';
export { useChangeTheme } from './use-change-theme';
export { SessionThemeSync } from './session-theme-sync';
export * from './theme-rules';
