import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint`: the recommended JavaScript and TypeScript rules, React's rules of hooks and the
 * JSX accessibility rules (jsx-a11y-x: the maintained fork of jsx-a11y that supports ESLint 10).
 */
export default tseslint.config(
  { ignores: ['dist/', '.dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', '.e2e-data*/', 'server/db/migrations/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // A leading underscore names what is left out on purpose (a destructured field, an unused argument).
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['src/**/*.tsx'],
    // Focus moves to the first field of a dialog or a one-task page (WAI-ARIA dialog pattern); the
    // components that do it (MUI inputs) manage it; a bare DOM element may not grab focus.
    rules: { 'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
);
