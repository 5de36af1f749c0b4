// Lint is strict on purpose: every rule is an error, typed rules catch floating promises, and the
// architecture's boundaries are rules (eslint-plugin-boundaries, ARCHITECTURE.md "Boundaries").
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app: a feature's folder is its own; another feature reaches it only through its index.ts.
    // shared/ knows no feature, and app/ (the router, the layout) composes features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'web-shared', pattern: 'apps/web/src/shared' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } },
              message: 'Another feature is reached only through its index.ts.',
            },
            {
              from: { element: { types: ['web-feature', 'web-shared', 'web-app'] } },
              allow: { to: { element: { type: 'web-shared' } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { types: ['web-app', 'web-feature'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The server: a module's folder is its own; other modules reach it only through its index.ts. The
    // platform and the database layer know no module. The files at the root of src (config, the app's
    // composition, the start-up, the demo seed) belong to no element; the next block holds them to the
    // modules' index.ts as well.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { type: 'server-module' } },
              allow: { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } },
              message: 'Another module is reached only through its index.ts.',
            },
            {
              from: { element: { types: ['server-module', 'server-platform'] } },
              allow: { to: { element: { types: ['server-platform', 'server-db'] } } },
            },
            { from: { element: { type: 'server-db' } }, allow: { to: { element: { type: 'server-db' } } } },
          ],
        },
      ],
    },
  },
  {
    // A module's SQL lives in its repository files (and the demo seeds): services keep the rules and the
    // transaction and hand the connection to a repository function. Types (Tx, a row type) may be imported.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/*-repository.ts',
      'apps/server/src/modules/**/seed.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'SQL belongs in a repository file of the module.',
            },
          ],
          patterns: [
            {
              regex: '/db/schema(/|$)',
              allowTypeImports: true,
              message: 'Tables are read and written in a repository file of the module.',
            },
            {
              regex: '/db/client\\.ts$',
              importNames: ['queryRows'],
              message: 'SQL belongs in a repository file of the module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!index\\.ts$)',
              message: 'A module is reached only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
);
