import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/i18n';
import { Toaster } from '@/components/ui/toast';
import { ThemeProvider } from '@/features/theme';
import { AppErrorBoundary } from './error-boundary';
import { createQueryClient } from './query-client';

/**
 * App-wide providers that do not need the router: i18n, query cache, theme, the error boundary
 * (inside i18n and theme so its fallback is translated and themed) and the toaster (outside the
 * boundary so the crash toast still shows next to the fallback screen).
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <AppErrorBoundary>{children}</AppErrorBoundary>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
