// Lint rules, including the import direction of DESIGN.md:
// routes → app → features → offline / lib / ui → supabase/functions/_shared.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const featureNames = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const layerZones = [
  { target: './src/features', from: ['./src/routes', './src/app'], message: 'features must not import routes or app' },
  {
    target: ['./src/offline', './src/lib', './src/ui'],
    from: ['./src/routes', './src/app', './src/features'],
    message: 'offline, lib and ui sit below features',
  },
  { target: './src/lib', from: ['./src/offline', './src/ui'], message: 'lib is the bottom browser layer' },
  { target: './src/ui', from: ['./src/offline'], message: 'ui does not know about the offline store' },
  {
    target: './supabase/functions/_shared',
    from: ['./src', './server', './sw'],
    message: '_shared is framework-free and imports nothing of ours',
  },
  {
    target: './supabase/functions/_shared',
    from: ['./supabase/functions/!(_shared)/**'],
    message: '_shared does not import function entry points',
  },
  {
    target: './sw',
    from: ['./src/app', './src/routes', './src/features', './src/lib', './src/ui', './server'],
    message: 'sw imports only offline and _shared',
  },
  { target: ['./server', './supabase/functions'], from: ['./src', './sw'], message: 'server and functions import only _shared' },
  { target: ['./src', './sw', './supabase', './tests/unit'], from: './server', message: 'nothing imports server/' },
];

const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'features never import each other; a route composes them',
}));

export default tseslint.config(
  {
    ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', '.data/**', 'src/routeTree.gen.ts', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'], location: 'start' }],
    },
  },
  {
    files: ['src/routes/**', 'src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*/*'], message: "Import a feature through its index (its public API), not its files." }] },
      ],
    },
  },
);
