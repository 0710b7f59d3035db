import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { lazyFiles } from '@/i18n';

// In the browser the lazy namespaces arrive as separate chunks on first use; tests get every
// namespace up front so synchronous t() calls and first renders see real texts.
for (const [file, load] of Object.entries(lazyFiles)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (m) i18n.addResourceBundle(m[1], m[2], (await load()).default, true, true);
}

afterEach(() => cleanup());
