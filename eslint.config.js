// One lint config for the workspace. Import boundaries: in the web app code flows
// lib/components/config → features → app, and no feature imports another; the server's
// domain/ stays free of framework and database code.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const web = 'apps/web/src';

// The back-office console (apps/console): the same layout and the same boundaries as the borrower app.
const consoleSrc = 'apps/console/src';
const consoleFeatures = readdirSync(`${consoleSrc}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The web host app (apps/host): the same layout and the same boundaries as the borrower app.
const host = 'apps/host/src';
const hostFeatures = readdirSync(`${host}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/report/**',
      '.data*/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web bundle must not carry zod: runtime values come from the zod-free constants module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lendwell/contracts',
              message: 'Import values from @lendwell/contracts/constants; only types from the index.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'zod stays on the server (bundle budget); see docs/decisions/006.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code never reaches up into features or the app shell.
            {
              target: [`./${web}/lib`, `./${web}/components`, `./${web}/config`],
              from: [`./${web}/features`, `./${web}/app`],
            },
            // Features do not import the app shell …
            { target: `./${web}/features`, from: `./${web}/app` },
            // … nor each other: the app composes them.
            ...features.map((name) => ({
              target: `./${web}/features/${name}`,
              from: `./${web}/features`,
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
  },
  {
    files: [`${host}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lendwell/contracts',
              message: 'Import values from @lendwell/contracts/constants; only types from the index.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'zod stays on the server (bundle budget); see docs/decisions/006.' },
            {
              // The refusal texts are zod-free too, shared with the borrower pages (decision 071).
              group: [
                '@lendwell/contracts/*',
                '!@lendwell/contracts/constants',
                '!@lendwell/contracts/refusal-texts',
                '!@lendwell/contracts/refusal-texts.fil',
              ],
              message: 'Only the zod-free constants and refusal-texts modules at run time; types from the index.',
              allowTypeImports: true,
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${host}/lib`, `./${host}/components`],
              from: [`./${host}/features`, `./${host}/app`],
            },
            { target: `./${host}/features`, from: `./${host}/app` },
            ...hostFeatures.map((name) => ({
              target: `./${host}/features/${name}`,
              from: `./${host}/features`,
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/host/tsconfig.json' })] },
  },
  {
    // The host app's hand-written service worker.
    files: ['apps/host/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The back-office console: a browser app of its own; it takes only types from the contracts.
    files: [`${consoleSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lendwell/contracts',
              message: 'Import values from @lendwell/contracts/constants; only types from the index.',
              allowTypeImports: true,
            },
          ],
          patterns: [{ group: ['zod', 'zod/*'], message: 'zod stays on the server; the console takes only types.' }],
        },
      ],
      // Code flows lib/components → features → app: shared code never reaches up, features do not import
      // the shell nor each other (a screen two features show lives in components/, with its api beside it).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${consoleSrc}/lib`, `./${consoleSrc}/components`],
              from: [`./${consoleSrc}/features`, `./${consoleSrc}/app`],
            },
            { target: `./${consoleSrc}/features`, from: `./${consoleSrc}/app` },
            ...consoleFeatures.map((name) => ({
              target: `./${consoleSrc}/features/${name}`,
              from: `./${consoleSrc}/features`,
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/console/tsconfig.json' })],
    },
  },
  {
    // Type-aware rules (decision 045): a promise nobody awaits, or an async function handed to a
    // void callback (onFinish, onOk, onClick), loses its error. Only the source trees, which every
    // workspace's tsconfig includes; config files and e2e/bench stay on the untyped rules.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                'fastify-*',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                '../db/*',
                '../plugins/*',
                '../routes/*',
                '../repositories/*',
              ],
              message: 'domain/ is pure: no framework or database imports.',
            },
          ],
        },
      ],
    },
  },
);
