import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules of docs/decisions/023, run on sample imports with the repository's ESLint config. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function isBlocked(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: path.join(root, 'apps/server/src', file),
  });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax');
}

describe('server module boundaries and plain services (lint)', () => {
  it.each([
    ['modules/registrations/service.ts', "import { x } from '../companies';"],
    ['modules/registrations/service.ts', "import { x } from '../companies/index';"],
    ['modules/registrations/service.ts', "import { x } from './requirements';"],
    ['modules/registrations/service.ts', "import { x } from '../../lib/route';"],
    ['modules/documents/sub/file.ts', "import { x } from '../guards';"],
    ['modules/index.ts', "import { x } from './users/routes';"],
    ['app.ts', "import { x } from './modules/system';"],
    ['lib/route.ts', "import { x } from '../types';"],
    ['modules/auth/routes.ts', "import type { x } from 'fastify';"],
    ['modules/auth/login-service.ts', "import type { x } from '../../lib/logger';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await isBlocked(file, source)).toBe(false);
  });

  it.each([
    [
      'modules/registrations/service.ts',
      "import { x } from '../companies/company-lock';",
      'another module’s internals',
    ],
    [
      'modules/registrations/service.ts',
      "import type { x } from '../documents/document-dto';",
      'a type from another module’s internals',
    ],
    ['modules/registrations/service.ts', "import { x } from '../users/routes';", 'another module’s routes'],
    ['modules/documents/sub/file.ts', "import { x } from '../../companies/company-dto';", 'internals from a subfolder'],
    ['modules/registrations/service.ts', "import { x } from '../../modules/companies';", 'a detour through src/'],
    ['modules/registrations/service.ts', "import { x } from '../../app';", 'the app from a module'],
    ['modules/index.ts', "import { x } from './users/service';", 'a module’s internals from the list of modules'],
    ['app.ts', "import { x } from './modules/system/maintenance';", 'internals from the app'],
    ['lib/route.ts', "import { x } from '../modules/users';", 'a module from lib/'],
    ['plugins/session.ts', "import { x } from '../modules/users/user-dto';", 'a module from plugins/'],
    ['modules/auth/login-service.ts', "import type { x } from 'fastify';", 'Fastify types in a service'],
    ['modules/users/service.ts', "import type { x } from '@fastify/multipart';", 'Fastify types in a service'],
  ])('blocks %s: %s (%s)', async (file, source) => {
    expect(await isBlocked(file, source)).toBe(true);
  });
});
