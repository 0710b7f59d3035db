import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './i18n';
import { App } from './app/app';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // SPEC §2: a missing root element is logged to the console.
  console.error('PORTAL BSKI: root element #root not found; the application cannot start.');
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
