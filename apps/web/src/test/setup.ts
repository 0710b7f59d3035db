import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { lazyFiles } from '@/i18n';

// In the browser the lazy namespaces arrive as separate chunks on first use; tests get every
// namespace up front so synchronous t() calls and first renders see real texts.
for (const [file, load] of Object.entries(lazyFiles)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (m) i18n.addResourceBundle(m[1], m[2], (await load()).default, true, true);
}

// The web suite shares two cores with the API suites in CI: findBy/waitFor wait up to 5 s
// (testing-library's 1 s default is a timing assumption, not a behaviour under test).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
