import { defineConfig } from 'vitest/config';

/**
 * The three-instances test (docs/decisions/100): a suite of its own, run by `npm test` after the
 * build, since it starts the built server the way the systemd unit does.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
