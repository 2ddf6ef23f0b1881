/* ESLint 9 reads this legacy config because the lint script sets ESLINT_USE_FLAT_CONFIG=false. */
const fs = require('node:fs');
const path = require('node:path');

/** Every feature folder, so new ones (checkout, orders, admin …) are fenced in without editing this file. */
const features = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * bulletproof-react's import boundaries: a feature may use another feature only through that feature's index.ts
 * (what it offers others); components/ and lib/ are shared and import no feature and nothing from app/;
 * app/ composes everything.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/!(${feature})/**`,
    except: [path.join(__dirname, 'src/features/*/index.ts')],
    message: `A feature imports another feature only through its index.ts (src/features/<name>/index.ts), never its files.`,
  })),
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components/, lib/) must not depend on features or on app/.',
  },
];

module.exports = {
  root: true,
  env: { browser: true, es2022: true, node: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'react-refresh', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react-hooks/recommended',
  ],
  ignorePatterns: ['dist', 'node_modules', 'data', 'server/db/migrations'],
  settings: {
    // no-restricted-paths ignores imports it cannot resolve: teach the resolver TypeScript's extensions.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } },
  },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: {
        'import/no-restricted-paths': ['error', { zones: boundaries }],
        // redux-templates' rule: the typed hooks in src/store/hooks.ts, never react-redux's raw ones.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch', 'useStore'],
                message: 'Use the typed hooks useAppSelector / useAppDispatch from src/store/hooks.ts.',
              },
              // TextField imports Select, and Select brings Menu, Popover, Modal and every input variant into the
              // first load of each screen with a form (issue 11's JS budget).
              ...['@mui/material', '@mui/material/TextField', '@mui/material/Select'].map((name) => ({
                name,
                ...(name === '@mui/material' && { importNames: ['TextField', 'Select'] }),
                message: 'Use TextInput or SelectField from src/components/form: MUI TextField and Select bring Menu, Popover and Modal along.',
              })),
            ],
          },
        ],
      },
    },
    {
      // One source per shape: an API shape's type is the Static type of its schema in domain/schemas.
      files: ['src/**/*Api.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...['TSInterfaceDeclaration', 'TSTypeAliasDeclaration'].map((selector) => ({
            selector,
            message: 'API shapes are declared once, as TypeBox schemas in domain/schemas: import their types from there.',
          })),
        ],
      },
    },
    {
      files: ['src/store/hooks.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['test/**', 'scripts/**', 'server/**'],
      rules: { 'react-refresh/only-export-components': 'off' },
    },
  ],
};
