import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/i18n';
import { Toaster } from '@/components/ui/toast';
import { ThemeProvider } from '@/features/theme';
import { AppErrorBoundary } from './error-boundary';

/**
 * App-wide providers that do not need the router: i18n, theme, the error boundary (inside i18n
 * and theme so its fallback is translated and themed) and the toaster (outside the boundary so
 * the crash toast still shows next to the fallback screen). The query cache is not here: the
 * logged-in shells bring it (app/query), so the sign-in pages load none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <AppErrorBoundary>{children}</AppErrorBoundary>
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>
  );
}
