/* ESLint 9 reads this legacy config because the lint script sets ESLINT_USE_FLAT_CONFIG=false. */
module.exports = {
  root: true,
  env: { browser: true, es2022: true, node: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'react-refresh'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react-hooks/recommended',
  ],
  ignorePatterns: ['dist', 'node_modules', 'data', 'server/db/migrations'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
  },
  overrides: [
    {
      files: ['src/**/*.tsx'],
      excludedFiles: ['src/**/*.test.tsx'],
      rules: {},
    },
    {
      files: ['test/**', 'scripts/**', 'server/**'],
      rules: { 'react-refresh/only-export-components': 'off' },
    },
  ],
};
