// Lint enforces the architecture, and every rule's error says why it exists:
// - lib boundaries (ARCHITECTURE.md "Module boundaries"): scopes, layers, test helpers kept
//   out of production code, the shell composing domains only through their features and ui;
// - no import cycles, inside a lib or across libs;
// - kebab-case file and folder names;
// - no raw colours in components.
// tools/workspace-checks/src/lint-rules.spec.ts lints a bad example for each rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { withExplainedRules } from './tools/eslint/explained-rule.mjs';
import { boundaryReason, boundaryRule } from './tools/eslint/module-boundaries.mjs';

const why = (text) => text;

/** Specs, stories and their helpers: the only code that may import `type:testing` libs. */
const TEST_CODE = [
  '**/*.spec.{ts,tsx}',
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/src/testing/**',
  'apps/gateway/test/**',
  'tools/testing/**',
];

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.generated.*',
      'apps/gateway/drizzle/**',
      'tools/**/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      '@nx': withExplainedRules(nx, { 'enforce-module-boundaries': boundaryReason }),
      'react-hooks': reactHooks,
      'import-x': withExplainedRules(importX, {
        'no-cycle': () =>
          'modules that import each other load in an order that depends on who is imported first (a value ' +
          'read at load time can be undefined), cannot be tested or moved apart, and a cycle between libs ' +
          'makes their build order undefined. Move what both need into a third module.',
      }),
      'check-file': checkFile,
    },
    settings: {
      // import-x reads these files' imports to follow a cycle; .ts files need the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: new URL('./tsconfig.base.json', import.meta.url).pathname },
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        }),
      ],
    },
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        sessionStorage: 'readonly', localStorage: 'readonly', URL: 'readonly', fetch: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly',
        clearInterval: 'readonly', Buffer: 'readonly', crypto: 'readonly',
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': boundaryRule(),
      // Cycles through lib entries count too: the resolver reads tsconfig.base.json's paths.
      // Cost (issue 25, measured on a loaded 2-core box): it parses each imported file once more,
      // about +5 s CPU on shell+wallet+games and +11 s on the gateway. maxDepth would not help
      // (every file is a few hops from the contract), so specs and stories skip it instead, below.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Test code may use the type:testing libs (fake API client, render helpers); nothing else may.
    files: TEST_CODE,
    rules: { '@nx/enforce-module-boundaries': boundaryRule({ testCode: true }) },
  },
  {
    // Nothing imports a spec, test or story, so none can be part of a cycle: skip the costly check.
    files: ['**/*.spec.{ts,tsx}', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // One spelling for every file and folder we write, so imports never differ only in case
    // (macOS and Windows fold case, Linux CI does not) and a name is found without guessing.
    files: ['{apps,libs,tools,brands,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        {
          ignoreMiddleExtensions: true,
          errorMessage: why(
            'The file name "{{ target }}" is not kebab-case (lower-case words joined by "-", as in ' +
              'deposit-page.tsx). Why: one spelling means an import never differs from its file only in ' +
              'case, which macOS and Windows forgive and Linux CI does not.',
          ),
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,libs,tools,brands,bench}/**/': 'KEBAB_CASE' },
        {
          errorMessage: why(
            'The folder "{{ target }}" is not kebab-case. Why: one spelling means an import path never ' +
              'differs from the folder only in case, which macOS and Windows forgive and Linux CI does not.',
          ),
        },
      ],
    },
  },
  {
    // No React here: Playwright fixtures name their callback `use`, which the hooks rule misreads.
    files: ['apps/web-e2e/**', 'apps/gateway/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Build and test configs wire projects together on purpose (a Vite plugin,
    // shared test set-up); the boundaries govern source code, not tooling.
    files: ['**/vite.config.ts', '**/playwright.config.ts', '.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Components read semantic tokens only (CONVENTIONS §10): a raw hex or rgb()
    // colour in a component would bypass the brand's theme and its contrast check.
    files: ['libs/**/*.tsx', 'apps/web/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.spec.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: why("Use a semantic token (theme or var(--...)) instead of a raw colour. Why: a raw colour bypasses the brand's theme and its contrast check."),
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: why("Use a semantic token (theme or var(--...)) instead of a raw colour. Why: a raw colour bypasses the brand's theme and its contrast check."),
        },
      ],
    },
  },
];
