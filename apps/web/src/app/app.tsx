import { BrowserRouter } from 'react-router';
import type { TSessionStore } from '@/features/session';
import { AppProviders } from './providers';
import { SessionRoot } from './session-root';

export function App({ session }: { session?: TSessionStore }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionRoot session={session} />
      </BrowserRouter>
    </AppProviders>
  );
}
