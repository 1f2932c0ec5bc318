// Lint rules, including the import boundaries between the source folders:
// shared imports no other folder and no DOM or Node API; worker imports only shared;
// server imports only shared; ui talks to the worker only through the typed protocol in shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'child_process',
  'worker_threads',
  'buffer',
  'events',
  'zlib',
  'module',
  'process',
  'timers',
];
const folder = (name) => ({
  group: [`**/${name}`, `**/${name}/**`],
  message: `this folder may not import src/${name} (import rules)`,
});
const nodeApis = { group: ['node:*', ...nodeBuiltins], message: 'no Node API here (import rules)' };
const domLibraries = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    'fabric',
    'dexie',
    'wretch',
    'comlink',
    'mediabunny',
    'animejs',
  ],
  message: 'src/shared stays pure: no DOM, UI or media libraries',
};
const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'self',
  'indexedDB',
  'fetch',
  'HTMLElement',
  'Image',
  'OffscreenCanvas',
  'createImageBitmap',
  'requestAnimationFrame',
];
const nodeGlobals = ['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.gl/**',
      '.whl/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [folder('worker'), folder('ui'), folder('server'), nodeApis, domLibraries] },
      ],
      'no-restricted-globals': ['error', ...domGlobals, ...nodeGlobals],
    },
  },
  {
    // Drawing shared by the worker and the page (src/canvas/README.md): only shared, no DOM document.
    files: ['src/canvas/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            folder('ui'),
            folder('server'),
            folder('worker'),
            nodeApis,
            {
              group: ['react', 'react-dom', 'dexie', 'wretch', 'comlink', 'mediabunny'],
              message: 'src/canvas draws; media, UI and messaging stay in the worker or the page',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', ...nodeGlobals],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            folder('ui'),
            folder('server'),
            nodeApis,
            {
              group: ['react', 'react-dom', 'dexie', 'wretch'],
              message: 'the worker renders; UI libraries stay on the page',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', ...nodeGlobals],
    },
  },
  {
    // Container code shared by the server and the export workers: mediabunny, no DOM, no Node API.
    files: ['src/mux/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [folder('ui'), folder('server'), folder('worker'), folder('canvas'), nodeApis] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', ...nodeGlobals],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            folder('ui'),
            folder('worker'),
            {
              // mediabunny is allowed: in Node it reads and writes containers (joining render parts) without codecs.
              group: ['react', 'react-dom', 'fabric', 'dexie'],
              message: 'the server imports only src/shared and Node libraries',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            folder('server'),
            {
              group: ['**/worker', '**/worker/**'],
              message: 'ui talks to the worker only through the typed protocol in src/shared',
            },
            nodeApis,
          ],
        },
      ],
    },
  },
  {
    files: [
      'harness/**/*.{ts,tsx}',
      'tests/**/*.ts',
      'bench/**/*.{ts,js,mjs}',
      'soak/**/*.ts',
      'scripts/**/*.{ts,js,mjs}',
      '*.config.{ts,js}',
      '**/*.test.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
