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
      // A fixed pause passes or fails with the machine's load: wait for the condition itself.
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for the condition itself (an element, a response, an aria state, finished animations), not a fixed time.' },
      ],
    },
  },
);
