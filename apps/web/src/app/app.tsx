import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { SessionRoot } from './session-root';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionRoot />
      </BrowserRouter>
    </AppProviders>
  );
}
