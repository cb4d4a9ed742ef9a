// Lint enforces the architecture: lib boundaries (ARCHITECTURE.md "Module
// boundaries"), kebab-case file names and no raw colours in components.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const why = (text) => text;

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
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The brand is compiled in by tools/brand-tools as a virtual module.
          allow: ['virtual:brand'],
          banTransitiveDependencies: true,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
            // Test helpers (fake API client, providers) for specs and stories only.
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['*'] },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:testing'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:testing'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:testing'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:auth', 'scope:shared'] },
            { sourceTag: 'scope:games', onlyDependOnLibsWithTags: ['scope:games', 'scope:shared'] },
            { sourceTag: 'scope:lottery', onlyDependOnLibsWithTags: ['scope:lottery', 'scope:shared'] },
            { sourceTag: 'scope:wallet', onlyDependOnLibsWithTags: ['scope:wallet', 'scope:shared'] },
            { sourceTag: 'scope:member', onlyDependOnLibsWithTags: ['scope:member', 'scope:shared'] },
            { sourceTag: 'scope:agent', onlyDependOnLibsWithTags: ['scope:agent', 'scope:shared'] },
            {
              sourceTag: 'scope:promotions',
              onlyDependOnLibsWithTags: ['scope:promotions', 'scope:shared'],
            },
            // The shell (home, header, menus) is the one lib scope allowed to compose domains.
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
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
          message: why('Use a semantic token (theme or var(--...)) instead of a raw colour.'),
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: why('Use a semantic token (theme or var(--...)) instead of a raw colour.'),
        },
      ],
    },
  },
];
