import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, loadAllTranslations } from '@/i18n';

// In the browser a namespace arrives as its own chunk on first use; tests get every namespace of
// both languages up front so synchronous t() calls and first renders see real texts.
await i18nReady;
await loadAllTranslations();

// The web suite shares two cores with the API suites in CI: findBy/waitFor wait up to 5 s
// (testing-library's 1 s default is a timing assumption, not a behaviour under test).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A tab's "had a session" flag (features/session) must not leak from one test into the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
