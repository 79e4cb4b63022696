import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import meritly from './scripts/eslint/meritly-plugin.js';

const KNOWN_FEATURES = [
  'auth',
  'users',
  'teams',
  'employees',
  'review-cycles',
  'review-stages',
  'workflows',
  'compensation',
  'performance-metrics',
  'organization',
  'profile',
  'landing',
];

function listFeatures() {
  try {
    const onDisk = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return [...new Set([...KNOWN_FEATURES, ...onDisk])];
  } catch {
    return KNOWN_FEATURES;
  }
}

// A feature may use shared code and its own folder, never another feature's internals.
const featureZones = listFeatures().map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature may not import another feature; compose them in src/app or via props.',
}));

const compilerRulesAsWarnings = Object.fromEntries(
  Object.entries(reactHooks.configs.flat.recommended.rules)
    .filter(
      ([rule]) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
    )
    .map(([rule]) => [rule, 'warn']),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-docs',
      'storybook-static',
      'test-results',
      'playwright-report',
      'node_modules',
      'coverage',
      '.bench',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      react,
      'react-hooks': reactHooks,
      'import-x': importX,
    },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...compilerRulesAsWarnings,
      // We do not run the React Compiler; TanStack Table/Virtual are fine without it.
      'react-hooks/incompatible-library': 'off',
      'react/no-danger': 'error',
      // Raw HTML sinks and code from strings: the CSP refuses them, and data must never become markup.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render text with React; never assign HTML.' },
        { property: 'outerHTML', message: 'Render text with React; never assign HTML.' },
        { property: 'insertAdjacentHTML', message: 'Render text with React; never insert HTML.' },
        { object: 'document', property: 'write', message: 'Never write HTML into the page.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // @hello-pangea/dnd adds <style> elements: without the nonce the CSP blocks them.
          selector:
            "JSXOpeningElement[name.name='DragDropContext']:not(:has(JSXAttribute[name.name='nonce']))",
          message:
            "Pass nonce={cspNonce} (from '@/config/csp'): the CSP refuses its styles otherwise.",
        },
      ],
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'react/jsx-key': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/lib', './src/components', './src/hooks', './src/config', './src/api'],
              from: ['./src/features', './src/app'],
              message: 'Shared code may not depend on features or the app wiring.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features may not import from src/app.',
            },
            ...featureZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One home for each call (issue 19): paths and query keys live in src/api/resources/<tag>.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { meritly },
    rules: {
      'meritly/one-wrapper-per-endpoint': 'error',
      'meritly/query-keys-in-resources': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and stories answer the paths with MSW handlers; they call nothing themselves.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: {
      'meritly/api-paths-in-resources': ['error', { allow: ['src/api/middleware.ts'] }],
    },
  },
);
