// Lint rules, including the import direction CONTRIBUTING.md describes:
// routes → app → features → offline / lib / ui → common → supabase/functions/_shared.
// The boundaries are classified by folder, so a new feature or function is covered without editing this file;
// tests/unit/lint/import-rules.test.ts feeds one violating file per rule and expects the error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { noServerStateInEffect } from './scripts/eslint/no-server-state-in-effect.js';

const elements = [
  { type: 'route', pattern: 'src/routes' },
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'offline', pattern: 'src/offline' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'sw', pattern: 'sw' },
  { type: 'common', pattern: 'common' },
  { type: 'shared', pattern: 'supabase/functions/_shared' },
  { type: 'function', pattern: 'supabase/functions/*', capture: ['name'] },
  { type: 'server', pattern: 'server' },
  { type: 'unit-test', pattern: 'tests/unit' },
];

// Offline modules that need a page (React hooks, window and document events); the service worker has neither.
const pageOnlyFiles = [
  { category: 'page-only', pattern: 'src/offline/index.ts' },
  { category: 'page-only', pattern: 'src/offline/**/use-*.ts' },
  { category: 'page-only', pattern: 'src/offline/network/**' },
  { category: 'page-only', pattern: 'src/offline/reading-branch/**' },
  { category: 'page-only', pattern: 'src/offline/sync/start-offline-sync.ts' },
];

const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });
const anyOf = (...types) => ({ types: { anyOf: types } });
// Everything that may import common/ and _shared but that neither of them may import.
const aboveCommon = ['route', 'app', 'feature', 'offline', 'lib', 'ui', 'sw', 'server', 'function'];

const policies = [
  {
    from: { element: { type: 'feature' } },
    disallow: to('feature', { captured: { name: '!{{ from.captured.name }}' } }),
    message: 'features never import each other; a route composes them',
  },
  {
    from: { element: anyOf('route', 'app') },
    disallow: to('feature', { fileInternalPath: '!index.{ts,tsx}' }),
    message: 'import a feature through its index.ts (its public API), not its files',
  },
  {
    from: { element: anyOf('route', 'app', 'feature') },
    disallow: to('offline', { fileInternalPath: '!index.ts' }),
    message: 'import offline through its index.ts (its public API), not its files',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: to('route'),
    message: 'features must not import routes',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: to('app'),
    message: 'features must not import app',
  },
  {
    from: { element: anyOf('offline', 'lib', 'ui') },
    disallow: { to: { element: anyOf('route', 'app', 'feature') } },
    message: 'offline, lib and ui sit below features',
  },
  {
    from: { element: { type: 'lib' } },
    disallow: { to: { element: anyOf('offline', 'ui') } },
    message: 'lib is the bottom browser layer',
  },
  {
    from: { element: { type: 'ui' } },
    disallow: to('offline'),
    message: 'ui does not know about the offline store',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: {
      to: {
        element: anyOf(...aboveCommon, 'common'),
      },
    },
    message: '_shared is framework-free and imports nothing of ours but itself',
  },
  {
    from: { element: { type: 'common' } },
    disallow: {
      to: {
        element: anyOf(...aboveCommon),
      },
    },
    message: 'common/ is what the app and the server share: it imports only _shared',
  },
  {
    from: { element: { type: 'sw' } },
    disallow: { to: { element: anyOf('route', 'app', 'feature', 'lib', 'ui', 'common') } },
    message: 'sw imports only offline and _shared',
  },
  {
    from: { element: { type: 'sw' } },
    disallow: { to: { element: { type: 'offline' }, file: { categories: 'page-only' } } },
    message: 'sw cannot run React hooks or window/document code from offline',
  },
  {
    from: {
      element: anyOf('sw', 'offline', 'lib', 'ui', 'feature', 'app', 'route', 'server', 'common'),
    },
    disallow: to('function'),
    message: "only the functions host runs a function's handler; share code through _shared",
  },
  {
    from: { element: { type: 'function' } },
    disallow: to('function', { captured: { name: '!{{ from.captured.name }}' } }),
    message: "a function never imports another function's files; share code through _shared",
  },
  {
    from: { element: { type: 'server' } },
    disallow: { to: { element: anyOf('route', 'app', 'feature', 'offline', 'lib', 'ui', 'sw') } },
    message: 'server imports only _shared and common/',
  },
  {
    from: { element: { type: 'function' } },
    disallow: {
      to: { element: anyOf('route', 'app', 'feature', 'offline', 'lib', 'ui', 'sw', 'common') },
    },
    message: 'functions import only _shared (common/ is the app and the server’s, never deployed)',
  },
  {
    from: { element: { type: '!server' } },
    disallow: to('server'),
    message:
      'nothing imports server/ (only the integration, e2e and soak tests and bench start the stack)',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dev-dist/**',
      'node_modules/**',
      '.data/**',
      '.tmp/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, boundaries, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': elements,
      'boundaries/files': pageOnlyFiles,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'], location: 'start' }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    plugins: { storycanvas: { rules: { 'no-server-state-in-effect': noServerStateInEffect } } },
    rules: { 'storycanvas/no-server-state-in-effect': 'error' },
  },
  {
    // The page's sync has one start (src/app/start-sync.ts): a part of the page that started it would
    // stop the sync when it is removed.
    files: ['src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/offline|/offline)(/index(\\.ts)?)?$',
              importNames: ['startOfflineSync', 'answerBackgroundSync', 'setOfflineLogSink'],
              message: 'the app starts the sync (src/app/start-sync.ts); features only read it',
            },
          ],
        },
      ],
    },
  },
);
