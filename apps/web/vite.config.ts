/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** A module of one of these npm packages (a path under node_modules/<name>/). */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Vendor chunks named after what they hold (docs/decisions/020). `framework` is what every page
 * runs; the others load with the lazy screens that use them (`query`: the logged-in shells).
 * Lucide's icons stay with the screens that draw them; only its shared base is a chunk of its own.
 */
const VENDOR_CHUNKS = [
  // recharts and what only it uses, loaded with the analytics screens (docs/decisions/091). Above
  // `framework`: use-sync-external-store's with-selector is recharts' (through its store), and in
  // `framework` it would add to the login page.
  {
    name: 'charts',
    test: /[\\/]node_modules[\\/](recharts|react-redux|@reduxjs|redux|redux-thunk|immer|reselect|victory-vendor|d3-[^\\/]+|internmap|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|react-is)[\\/]|[\\/]node_modules[\\/]use-sync-external-store[\\/].*with-selector/,
    // Its own modules only: recharts' dependencies react and react-dom stay in `framework`.
    includeDependenciesRecursively: false,
    priority: 110,
  },
  {
    name: 'framework',
    test: packages(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'cookie',
      'set-cookie-parser',
      'i18next',
      'react-i18next',
      'use-sync-external-store',
    ),
    priority: 100,
  },
  { name: 'query', test: packages('@tanstack'), priority: 90 },
  { name: 'lucide', test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/, priority: 80 },
  { name: 'zod', test: packages('zod'), priority: 80 },
  { name: 'forms', test: packages('react-hook-form', '@hookform'), priority: 80 },
  {
    name: 'radix',
    test: packages(
      '@radix-ui',
      '@floating-ui',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'aria-hidden',
      'get-nonce',
      'tslib',
      'detect-node-es',
    ),
    priority: 70,
  },
  // The texts of the first paint, one chunk per language (the Indonesian ones are in the entry).
  {
    name: (id: string) =>
      /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](common|shell|validation|auth)\.json$/
        .exec(id)?.[1]
        ?.replace(/^/, 'texts-') ?? null,
    priority: 60,
  },
  // Small shared modules every page runs (api client, locale, contract constants): one request, not six.
  {
    name: 'core',
    test: /[\\/]src[\\/](lib[\\/](locale|api-client|api-error|lazy-page|load-error-layer|request-errors|session-events)|lib[\\/]errors[\\/]translate|i18n[\\/](index|language-detector))\.ts$|[\\/]contract[\\/]src[\\/](constants|routes|statuses|limits|errors)\.ts$|[\\/]node_modules[\\/]clsx[\\/]/,
    includeDependenciesRecursively: false,
    priority: 55,
  },
  // The icons of the route table (menus, placeholder and public screens), together.
  { name: 'route-icons', test: /[\\/]src[\\/]components[\\/]ui[\\/]route-icon\.tsx$/, priority: 45 },
  // The auth pages' form parts, one chunk instead of a request each.
  {
    name: 'auth-forms',
    test: /[\\/]src[\\/](features[\\/]auth[\\/](components[\\/](auth-heading|captcha)|lib[\\/](field-checks|otp-wait)|api[\\/]get-public-config)\.tsx?|hooks[\\/]use-request\.ts|components[\\/]ui[\\/](form-field|label|input|password-input)\.tsx|lib[\\/]field-messages\.ts)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]eye/,
    includeDependenciesRecursively: false,
    priority: 50,
  },
];

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: {
    port: 5173,
    proxy: { '/backend/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules natively; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  test: {
    name: 'web',
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A page test renders the whole app and types through user-event; on two cores shared with the
    // API suites that may take longer than Vitest's 5 s default. Tests assert behaviour, not time.
    testTimeout: 20_000,
  },
});
