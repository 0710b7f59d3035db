// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The lint rules of docs/decisions/021, run on sample imports with the repository's ESLint config. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function isBlocked(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: path.join(root, 'apps/web/src', file),
  });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('web boundaries (lint)', () => {
  // The first lint loads the config (a rule set per feature and folder depth) and the TypeScript
  // parser: seconds on a busy machine, once, outside the cases' own time limit.
  beforeAll(() => isBlocked('lib/lazy-page.ts', ''), 30_000);

  it.each([
    ['features/registrations/pages/page.tsx', "import { x } from '@/features/companies';"],
    ['features/registrations/lib/model.ts', "import { x } from '@/features/registrations/api/get-documents';"],
    ['features/registrations/lib/model.ts', "import { x } from '../api/get-documents';"],
    ['app/routes/company-routes.tsx', "import { x } from '@/features/account/pages';"],
    ['app/session-root.tsx', "import { x } from '@/features/session';"],
    ['features/auth/pages/login-page.test.tsx', "import { x } from '@/app/testing/render-app';"],
    ['lib/lazy-page.ts', "import { x } from '@/i18n';"],
    // A feature's admin/, public/ and analytics/ parts (docs/decisions/096).
    ['features/applications/admin/pages/page.tsx', "import { x } from '@/features/invoices';"],
    ['features/applications/admin/pages/page.tsx', "import { x } from '../../api/applications';"],
    ['features/applications/admin/pages/page.tsx', "import { x } from '@/features/applications/api/applications';"],
    ['features/dashboard/analytics/components/parts/chart.tsx', "import { x } from '../../../lib/next-step';"],
    ['features/invoices/admin/pages/page.test.tsx', "import { x } from '@/app/testing/render-app';"],
    ['features/invoices/admin/components/pane.tsx', "import { x } from '@/components/admin/file-frame';"],
    ['app/routes/entry-routes.tsx', "import { x } from '@/features/certificates/entry-pages';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await isBlocked(file, source)).toBe(false);
  });

  it.each([
    [
      'features/registrations/pages/page.tsx',
      "import { x } from '@/features/companies/components/company-form';",
      'another feature’s internals',
    ],
    [
      'features/registrations/lib/model.ts',
      "import { x } from '../../companies/lib/company-form-model';",
      'a relative path out of the feature',
    ],
    ['features/registrations/index.ts', "import { x } from '../companies';", 'a relative path out of the feature'],
    [
      'features/auth/components/captcha.tsx',
      "import { x } from '@/features/companies/pages';",
      'another feature’s pages (only the route table)',
    ],
    [
      'app/routes/company-routes.tsx',
      "import { x } from '@/features/account/pages/settings-page';",
      'a page file instead of pages.ts',
    ],
    ['app/session-root.tsx', "import { x } from '@/features/session/session-provider';", 'internals from app/'],
    ['features/auth/pages/login-page.tsx', "import { x } from '@/app/routes/page-title';", 'app/ from a feature'],
    [
      'features/auth/pages/login-page.test.tsx',
      "import { x } from '@/app/routes/page-title';",
      'app/ beyond app/testing from a test',
    ],
    ['lib/errors/catalogue.ts', "import { x } from '@/features/session';", 'a feature from shared code'],
    ['components/ui/button.tsx', "import { x } from '@/app/shell/menus';", 'app/ from shared code'],
    [
      'features/applications/admin/pages/page.tsx',
      "import { x } from '@/features/invoices/admin/api/invoices';",
      'another feature’s admin internals',
    ],
    [
      'features/applications/admin/pages/page.tsx',
      "import { x } from '../../../invoices/admin/api/invoices';",
      'a relative path out of the feature from admin/',
    ],
    [
      'features/dashboard/analytics/components/parts/chart.tsx',
      "import { x } from '../../../../invoices';",
      'a relative path out of the feature four levels down',
    ],
    [
      'features/applications/admin/components/card.tsx',
      "import { x } from '@/features/invoices/pages';",
      'another feature’s pages from admin/',
    ],
    [
      'features/certificates/public/pages/page.tsx',
      "import { x } from '@/app/routes/page-title';",
      'app/ from a public/ page',
    ],
    [
      'app/routes/admin-routes.tsx',
      "import { x } from '@/features/invoices/admin/pages/payment-verification-page';",
      'an admin page file instead of pages.ts',
    ],
    [
      'features/auth/pages/login-page.tsx',
      "import { x } from '@/features/certificates/entry-pages';",
      'another feature’s entry pages (only the route table)',
    ],
    [
      'app/routes/entry-routes.tsx',
      "import { x } from '@/features/certificates/public/pages/verify-page';",
      'a public page file instead of entry-pages.ts',
    ],
    ['components/admin/file-frame.tsx', "import { x } from '@/features/invoices';", 'a feature from components/admin'],
    ['lib/admin/action-error.ts', "import { x } from '@/features/applications';", 'a feature from lib/admin'],
  ])('blocks %s: %s (%s)', async (file, source) => {
    expect(await isBlocked(file, source)).toBe(true);
  });
});
