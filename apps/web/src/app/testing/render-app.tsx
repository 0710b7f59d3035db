import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { createSessionStore } from '@/features/session';
import { AppProviders } from '../providers';
import { getQueryClient } from '../query/query-client';
import { SessionRoot } from '../session-root';

/** '/path?query#hash' → its parts, as the router keeps them. */
function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const [rest, hash = ''] = path.split('#');
  const [pathname, search = ''] = rest.split('?');
  return { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
}

/** Test-only: the whole app (providers, session, routes) on a memory router, with the location exposed. */
export function renderApp(path: string, options: { state?: unknown; children?: ReactNode } = {}) {
  // One query cache per page, as in the browser; each render starts with it empty.
  const queryClient = getQueryClient();
  queryClient.clear();
  const session = createSessionStore();
  const seen: { current: Location | null } = { current: null };
  function LocationProbe() {
    seen.current = useLocation();
    return null;
  }
  const utils = render(
    <AppProviders>
      <MemoryRouter initialEntries={[{ ...splitPath(path), state: options.state }]}>
        <SessionRoot session={session} />
        <LocationProbe />
        {options.children}
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...utils,
    queryClient,
    session,
    location: () => {
      if (!seen.current) throw new Error('no location yet');
      return seen.current;
    },
  };
}
