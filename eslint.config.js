// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports point one way: routes → features → components/state/api → domain (STYLE.md).
// The zones are written with core `no-restricted-imports` patterns: eslint-plugin-import-x needs
// native resolver bindings that the registry here does not serve for every platform, which
// breaks `npm ci` on a clean machine.
const layer = (folders, message) => ({
  // Relative paths up to three levels out of src/<layer>/<Name>/<file>, landing in src/<folder>.
  group: folders.flatMap((folder) =>
    ['../', '../../', '../../../'].flatMap((up) => [`${up}${folder}`, `${up}${folder}/**`]),
  ),
  message,
});

const zone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'dist-ssr/',
      'storybook-static/',
      'data/',
      '.vitest/',
      'public/',
      'drizzle/',
      'coverage/',
      // MSW's worker, as `npx msw init` writes it (package.json msw.workerDirectory).
      '.storybook/msw/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  zone(
    ['src/domain/**/*.ts'],
    [
      {
        // libphonenumber-js/core: the one phone rule (DESIGN §11), with metadata of our own.
        // zod/mini, not zod: the browser loads these schemas, and the classic API is 87 KB (issue 12).
        regex: '^(?!zod/mini$|zod/locales$|libphonenumber-js/core$|\\./)',
        message:
          'src/domain is pure: no React, no MUI, no Node APIs; zod/mini (through ./zod), libphonenumber-js/core and sibling files only.',
      },
    ],
  ),
  zone(
    ['src/components/**/*.{ts,tsx}'],
    [
      layer(['app', 'server'], 'Components take props and raise callbacks: no atoms, no API, no server.'),
      { group: ['jotai', 'jotai/*'], message: 'Components are presentational: state lives in src/app.' },
      {
        group: ['**/domain/menuSeed'],
        message: 'The menu is data (issue 16): components take menu items as props.',
      },
      {
        group: ['node:*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'Components never touch the server.',
      },
    ],
  ),
  zone(['src/theme/**/*.{ts,tsx}'], [layer(['app', 'server', 'components'], 'The theme stands alone.')]),
  zone(
    ['src/server/**/*.ts'],
    [
      layer(['app', 'components', 'theme'], 'The server shares only src/domain with the client.'),
      { group: ['react', 'react-dom', '@mui/*', 'jotai'], message: 'The server renders nothing.' },
    ],
  ),
  zone(
    ['src/app/**/*.{ts,tsx}'],
    [layer(['server'], 'The client reaches the server through the API client only.')],
  ),
  zone(
    ['src/app/features/vendor/**/*.{ts,tsx}'],
    [
      layer(['server'], 'The client reaches the server through the API client only.'),
      {
        // Issue 32 item 6: the console on the storefront's conventions. Its writes are action
        // atoms (state/vendorConsole.ts) that take the session's token from consoleTokenAtom and
        // put their answer where the console reads it; tests/architecture/boundaries.test.ts.
        group: ['**/api/vendor'],
        importNames: [
          'moveOrder',
          'completeOrder',
          'confirmPayment',
          'setFoodStatus',
          'setDeliveryStatus',
          'setSoldOut',
        ],
        message:
          "The console's order moves and switches go through the write atoms of state/vendorConsole.ts, never the call itself.",
      },
    ],
  ),
  {
    // Which app folder may import which (issue 32): eslint-plugin-boundaries resolves every import,
    // static, dynamic or re-exported, to the file it lands on, so no spelling of a path escapes
    // ('../cart/x', '../../features/cart/x', 'src/app/features/cart/x' are one and the same).
    // tests/architecture/boundaries.test.ts proves each refusal on a fixture of its own.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/app/features/*', capture: ['name'] },
        { type: 'state', pattern: 'src/app/state' },
        { type: 'api', pattern: 'src/app/api' },
        { type: 'hooks', pattern: 'src/app/hooks' },
        { type: 'app', pattern: 'src/app' },
        { type: 'components', pattern: 'src/components' },
        { type: 'domain', pattern: 'src/domain' },
        { type: 'theme', pattern: 'src/theme' },
        { type: 'server', pattern: 'src/server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } },
              },
              message:
                'One feature never imports another: share through src/app/hooks, state or api, or compose them in a route.',
            },
            {
              from: { element: { types: { anyOf: ['state', 'api', 'hooks'] } } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'State, the API client and shared hooks serve the features: they never import one.',
            },
            {
              from: { element: { type: 'components' } },
              disallow: {
                to: { element: { types: { anyOf: ['feature', 'state', 'api', 'hooks', 'app', 'server'] } } },
              },
              message:
                'Components take props and raise callbacks: no app code (atoms, API, hooks, features).',
            },
          ],
        },
      ],
    },
  },
  {
    // Dialogs and drawers leave MUI's modal manager as they start to close: the theme says so once
    // (src/theme/customizations/surfaces.ts, and why). A prop on one overlay would undo it there,
    // and ModalProps on a drawer would replace the theme's. Proved in boundaries.test.ts.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='closeAfterTransition']",
          message:
            'Overlays leave the modal manager as they start to close: the theme sets it (surfaces.ts).',
        },
        {
          selector: "JSXAttribute[name.name='ModalProps']",
          message: "A drawer's ModalProps would replace the theme's (surfaces.ts): set what you need there.",
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
