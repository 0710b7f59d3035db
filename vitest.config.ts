import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit and API suite. The API suite runs on PGlite and, when
 * TEST_DATABASE_URL is set, a second time on that PostgreSQL server (project "server-pg").
 */
const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // One process per worker for all its files: PGlite's WebAssembly and the app's modules load once
    // per worker instead of once per file (docs/decisions/092).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Both cores: Vitest's default on a 2-core machine is one worker, which ran the suites one file
    // after another (about 11 of CI's minutes). The API tests hold their own databases, so two run
    // side by side safely.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
