// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'storybook-static/', 'data/', '.vitest/', 'public/', 'drizzle/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // Imports point one way: routes → features → components/state/api → domain (STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/app', './src/components', './src/server', './src/theme'],
              message: 'src/domain holds pure rules: it imports zod only.',
            },
            {
              target: './src/components',
              from: ['./src/app', './src/server'],
              message: 'Components take props and raise callbacks: no atoms, no API, no server.',
            },
            {
              target: './src/theme',
              from: ['./src/app', './src/server', './src/components'],
              message: 'The theme stands alone.',
            },
            {
              target: './src/server',
              from: ['./src/app', './src/components', './src/theme'],
              message: 'The server shares only src/domain with the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/)',
              message: 'src/domain is pure: no React, no MUI, no Node APIs; zod and sibling files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['jotai', 'jotai/*'],
              message: 'Components are presentational: state lives in src/app.',
            },
            { group: ['node:*', 'fastify', 'drizzle-orm'], message: 'Components never touch the server.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
