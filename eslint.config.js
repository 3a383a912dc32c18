import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'build/', 'releases/', 'data/', '.react-router/', 'coverage/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      // Two programs: the server side (tsconfig.json) and the browser side (tsconfig.app.json), so
      // every .ts/.tsx file is linted with the types it is compiled with.
      parserOptions: { project: ['./tsconfig.json', './tsconfig.app.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      // React Router's loaders end with `throw data(null, { status: 404 })`: a documented answer, not an error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] }],
    },
  },
  {
    // Plain JavaScript (this file, the CI scripts) is in no TypeScript program: no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The two classic hook rules; the plugin's React Compiler rules are not taken on (no compiler here).
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Test answers (`body_`, `json()`) are parsed JSON typed `any`: every request through the
      // test app is held to its route's documented schema by tests/helpers/answer-check.ts, so
      // reading them is checked where it matters; typing each of ~1,300 reads would add casts,
      // not safety. Decision 0032. Every other type-aware rule applies to tests.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A fixed pause passes or fails with the machine's load: wait for the condition itself.
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for the condition itself (an element, a response, an aria state, finished animations), not a fixed time.' },
      ],
    },
  },
);
