import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries follow docs/architecture.md: a scope sees only itself and `shared`,
 * and each type points only "down" (app > feature > ui/data-access > domain > util).
 */
const depConstraints = [
  { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
  // The API may use its own libs and the shared libs that are pure (util, domain) only.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'type:util', 'type:domain'] },
  // The API renders no UI: React and the browser-side data libraries have no place in it.
  {
    sourceTag: 'scope:api',
    notDependOnLibsWithTags: ['scope:storefront', 'scope:admin'],
    bannedExternalImports: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', 'jotai'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:api'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:testing', 'type:util', 'type:domain'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util', 'type:testing'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util', 'type:testing'],
  },
  // Fakes and fixtures: they stand in for the API client, so they sit beside data-access, below every consumer.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util', 'type:testing'],
    bannedExternalImports: ['@tanstack/*', 'openapi-fetch'],
  },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
    bannedExternalImports: ['react', 'react-dom', 'fastify', '@fastify/*'],
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['react', 'react-dom', 'fastify', '@fastify/*'],
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/.react-router',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/*.d.ts',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
          // Pure modules without side effects: a chunk may import one (the browser check) lazily while another
          // module of the same project imports others statically, and each bundle keeps only what it uses.
          checkDynamicDependenciesExceptions: ['@shop/domain'],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A lib's vitest.config.ts may import the test settings its folder shares (libs/admin/vitest-shared.ts) by a
    // relative path: that file belongs to no project, and test tooling is not an import between projects.
    files: ['**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Test-only libs (tag type:testing) may be imported by any layer, but only from its tests, stories and fakes:
    // code that ships never carries a fixture.
    // Each project's eslint.config.mjs extends this one, so the globs are relative to the project folder.
    files: ['**/app/**/*.{ts,tsx}', '**/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/story-data.{ts,tsx}',
      '**/testing/**',
      '**/test-support/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*-testing', '@shop/*-testing/*', '@shop/testing-*'],
              message: 'Тестовые библиотеки (type:testing) импортируются только из тестов, историй и фейков.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];

/**
 * `config` with `modules` of the API let through Nx's module boundaries, which forbid importing an application: for a
 * tool that must run exactly the API's own code for one job (tools/backup, tools/kit). Only the entry that configures
 * the rule changes; another may just turn it off (vitest.config.ts).
 */
export function allowApiModules(config, modules) {
  return config.map((entry) => {
    const rule = entry.rules?.['@nx/enforce-module-boundaries'];
    if (!Array.isArray(rule)) return entry;
    const [level, options] = rule;
    return {
      ...entry,
      rules: {
        ...entry.rules,
        '@nx/enforce-module-boundaries': [level, { ...options, allow: [...options.allow, ...modules] }],
      },
    };
  });
}
