import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadEntryPage } from './app/routes/match-route';
import { createSessionStore } from './features/session';
import { i18nReady } from './i18n';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The page cannot start without its root element: say so in the console.
  console.error('PORTAL BSKI: root element #root not found; the application cannot start.');
} else {
  // While the texts get ready: the session check starts, and the page of an entry path (login,
  // register, verify …) loads, instead of each waiting for the first render.
  const session = createSessionStore();
  void session.load();
  preloadEntryPage(window.location.pathname);
  // As a transition React renders the first screen in slices, so the phone stays responsive.
  const render = () =>
    startTransition(() =>
      createRoot(rootElement).render(
        <StrictMode>
          <App session={session} />
        </StrictMode>,
      ),
    );
  // Indonesian texts of the first paint are bundled; another language loads them first.
  void i18nReady.then(render, render);
}
