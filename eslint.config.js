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

const appZones = [
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
  // Business rules are shared with the mock: they take what they need (URLs, names) as arguments.
  {
    target: './src/lib',
    from: './src',
    except: ['./lib', './api'],
    message:
      'src/lib holds pure rules: it may import only src/lib and src/api (no app URL, component or feature).',
  },
  ...featureZones,
];

// The mock is a server: it shares the rules (src/lib) and the contract's generated types and
// tables (src/api), nothing else of the app.
const mockZones = [
  {
    target: './mocks',
    from: './src',
    except: ['./lib', './api'],
    message: 'mocks/ may import only src/lib and src/api (types, generated files) of the app.',
  },
];

// The app ships without the mock: only tests, stories and the dev boot that starts it reach mocks/.
const appMayNotImportMocks = {
  target: './src',
  from: './mocks',
  message:
    'The app imports mocks/ only from tests, stories, src/test and the mock-mode boot (src/main.tsx, src/app/DevMenu.tsx, the demo accounts of the sign-in page).',
};

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
      'import-x/no-restricted-paths': ['error', { zones: appZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One home for each call: paths and query keys live in src/api/resources/<tag>.ts.
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
      // The client's middleware names the calls it treats apart (sign-in; the creating calls).
      'meritly/api-paths-in-resources': [
        'error',
        { allow: ['src/api/middleware.ts', 'src/api/idempotency.ts'] },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: mockZones }] },
  },
  {
    // Every CSV file is written by one writer that neutralises formula-like cells.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/csv.ts', 'src/features/imports/parse-csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'papaparse',
              message: "Write CSV with toCsv from '@/lib/csv': it neutralises formula-like cells.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/test/**',
      // The dev boot: main.tsx starts the in-browser mock, DevMenu resets or switches its data;
      // both load mocks/browser lazily, so a build against a real API never fetches it.
      'src/main.tsx',
      'src/app/DevMenu.tsx',
      // The sign-in page's demo accounts: a lazy chunk loaded only when no VITE_API_URL is set.
      'src/features/auth/components/DemoAccounts.tsx',
    ],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, appMayNotImportMocks] }],
    },
  },
);
