import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { SessionRoot } from '../session-root';

/** Test-only: the whole app (providers, session, routes) on a memory router, with the location exposed. */
export function renderApp(path: string, options: { state?: unknown; children?: ReactNode } = {}) {
  const queryClient: QueryClient = createQueryClient();
  const seen: { current: Location | null } = { current: null };
  function LocationProbe() {
    seen.current = useLocation();
    return null;
  }
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state }]}>
        <SessionRoot />
        <LocationProbe />
        {options.children}
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...utils,
    queryClient,
    location: () => {
      if (!seen.current) throw new Error('no location yet');
      return seen.current;
    },
  };
}
