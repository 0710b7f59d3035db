import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Boundaries of the web app (docs/decisions/021). Shared code flows one way: components/ui,
 * components/admin, lib (lib/admin too), hooks, i18n → features → app. A feature is used from
 * outside only through its public faces: `@/features/<name>` (index.ts) for other features and
 * app/, and `@/features/<name>/pages` (its lazily loaded routed pages) for the route table in app/.
 * A feature with a page reached before sign-in and others behind it keeps that page's lazy wrapper
 * in `@/features/<name>/entry-pages`, for the entry routes (the first chunk), so the others stay
 * out of the login page's JavaScript. Its admin/, public/ and analytics/ parts are inside it:
 * they have no faces of their own (docs/decisions/096).
 */
const WEB = 'apps/web/src';
const FEATURES = fs
  .readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const NO_PROCESS = { name: 'process', message: 'No process in the browser.' };
const DEEP_FEATURE =
  "Use another feature through its public face: '@/features/<name>' (index.ts); its pages only from the route table.";
const restrict = (...patterns) => ['error', { paths: [NO_PROCESS], patterns }];
const TEST_FILES = ['*.test.{ts,tsx}', 'testing.ts', 'test-utils.{ts,tsx}'];
const webBoundaries = [
  {
    files: [`${WEB}/{components,lib,hooks,i18n}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^@/(features|app)(/|$)',
        message: 'Shared code does not depend on features or app/.',
      }),
    },
  },
  // Per feature and folder depth, so that relative paths may not climb out of the feature either.
  // Four levels: a feature's admin/, public/ or analytics/ part has its own api/, components/, lib/
  // and pages/ (docs/decisions/096), one level deeper than the feature's own.
  ...FEATURES.flatMap((name) =>
    [1, 2, 3, 4].flatMap((depth) => {
      const dir = `${WEB}/features/${name}/${'*/'.repeat(depth - 1)}`;
      const common = [
        { regex: `^@/features/(?!${name}/)[^/]+/`, message: DEEP_FEATURE },
        { group: [`${'../'.repeat(depth)}**`], message: DEEP_FEATURE },
      ];
      return [
        {
          files: [`${dir}*.{ts,tsx}`],
          ignores: TEST_FILES.map((f) => `**/${f}`),
          rules: {
            'no-restricted-imports': restrict(...common, {
              regex: '^@/app(/|$)',
              message: 'Features do not depend on app/ (the app composes features).',
            }),
          },
        },
        {
          // Tests and their helpers render the whole app through app/testing.
          files: TEST_FILES.map((f) => `${dir}${f}`),
          rules: {
            'no-restricted-imports': restrict(...common, {
              regex: '^@/app(/(?!testing/)|$)',
              message: 'Feature tests use app/ only through app/testing.',
            }),
          },
        },
      ];
    }),
  ),
  {
    files: [`${WEB}/app/**/*.{ts,tsx}`],
    // entry-pages: the pages a feature has before sign-in, for the entry routes (the first chunk).
    rules: {
      'no-restricted-imports': restrict({ regex: '^@/features/[^/]+/(?!(pages|entry-pages)$)', message: DEEP_FEATURE }),
    },
  },
];

/**
 * Boundaries of the server (docs/decisions/023). A module is used by other modules and by the app
 * only through its public face, `../<name>` (its index.ts); its `routes.ts` is for the list of
 * modules (modules/index.ts) alone. lib/, infra/, plugins/ and db/ are shared and never import a
 * module. Generated per module and folder depth, like the web's rules above.
 */
const SERVER = 'apps/server/src';
const MODULES = fs
  .readdirSync(`${SERVER}/modules`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const DEEP_MODULE = "Use another module through its public face: '../<name>' (its index.ts).";
const serverRule = (...patterns) => ['error', { patterns }];
const serverBoundaries = [
  {
    files: [`${SERVER}/{lib,infra,plugins,db}/**/*.ts`],
    rules: {
      'no-restricted-imports': serverRule({
        regex: '(^|/)modules(/|$)',
        message: 'Shared code (lib, infra, plugins, db) never imports a module.',
      }),
    },
  },
  ...MODULES.flatMap((name) =>
    [1, 2, 3].map((depth) => {
      const up = '\\.\\./'.repeat(depth);
      return {
        files: [`${SERVER}/modules/${name}/${'*/'.repeat(depth - 1)}*.ts`],
        rules: {
          'no-restricted-imports': serverRule(
            { regex: `^${up}(?!${name}/)[^./][^/]*/(?!index$)`, message: DEEP_MODULE },
            {
              regex: `^${up}\\.\\./(modules(/|$)|app$|server$)`,
              message: 'A module uses other modules through ../<name>, and never the app.',
            },
          ),
        },
      };
    }),
  ),
  {
    files: [`${SERVER}/modules/index.ts`],
    rules: {
      'no-restricted-imports': serverRule({
        regex: '^\\./[^/]+/(?!(routes|index)$)',
        message: "The list of modules imports each module's routes.ts only.",
      }),
    },
  },
  {
    // Services take plain values and return results; HTTP (cookies, headers, streams) stays in routes.
    files: [`${SERVER}/modules/**/{service,*-service}.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(fastify|@fastify\\u002F)/]',
          message: 'A service takes no Fastify types: pass plain values (and a Logger from lib/logger.ts).',
        },
      ],
    },
  },
  {
    files: [`${SERVER}/*.ts`, 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': serverRule({ regex: '(^|/)modules/[^/]+/(?!index$)', message: DEEP_MODULE }) },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [NO_PROCESS] }],
    },
  },
  ...webBoundaries,
  ...serverBoundaries,
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      // No process.env outside config.ts: configuration is read once, there (docs/decisions/002).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
);
