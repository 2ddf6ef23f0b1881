/* ESLint 9 reads this legacy config because the lint script sets ESLINT_USE_FLAT_CONFIG=false. */
const fs = require('node:fs');
const path = require('node:path');

/** Every feature folder, so new ones (checkout, orders, admin …) are fenced in without editing this file. */
const features = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The import rule of docs/architecture.md, one zone per sentence: a feature imports shared code and never src/app/;
 * features never import each other (src/app/ composes them); shared code imports no feature and nothing from app/.
 */
const boundaries = [
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports src/app/: the store, its hooks and the api slice are in src/store/.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/!(${feature})/**`,
    message:
      'Features never import each other: move what both need to src/components/, src/lib/ or src/store/, or compose them in src/app/.',
  })),
  {
    target: ['./src/components', './src/lib', './src/store'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components/, lib/, store/) imports no feature and nothing from src/app/.',
  },
];

module.exports = {
  root: true,
  env: { browser: true, es2022: true, node: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'react-refresh', 'import'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  ignorePatterns: ['dist', 'node_modules', 'data', 'server/db/migrations'],
  settings: {
    // no-restricted-paths ignores imports it cannot resolve: teach the resolver TypeScript's extensions.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } },
    // import/no-cycle reads the imported modules: with TypeScript's parser, or it sees no imports in them.
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
        // disableScc: the strongly-connected-components shortcut throws on a file not yet on disk (an editor's new
        // file).
        'import/no-cycle': ['error', { disableScc: true }],
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
                message:
                  'Use TextInput or SelectField from src/components/form: MUI TextField and Select bring Menu, Popover and Modal along.',
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
            message:
              'API shapes are declared once, as TypeBox schemas in domain/schemas: import their types from there.',
          })),
        ],
      },
    },
    {
      // Every word a shopper or an admin reads comes from the message catalogues (src/locales, docs/i18n.md).
      files: ['src/**/*.tsx', 'src/**/*Schema.ts', 'src/**/*Schemas.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'JSXText[value=/[A-Za-z]{2,}/]',
            message: "Text shown in the shop comes from the message catalogues: use _('namespace.key') (docs/i18n.md).",
          },
          {
            selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
            message: "Text shown in the shop comes from the message catalogues: use _('namespace.key') (docs/i18n.md).",
          },
          {
            selector:
              'JSXAttribute[name.name=/^(label|placeholder|title|alt|aria-label|aria-description|helperText|subheader|primary|secondary|loadingText|noOptionsText)$/] > Literal[value=/^(?![a-z]+[.][A-Za-z0-9_.]+$).*[A-Za-z]{2,}/]',
            message: "Labels come from the message catalogues: use _('namespace.key') (docs/i18n.md).",
          },
          {
            selector: 'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,} /]',
            message: "Text shown in the shop comes from the message catalogues: use _('namespace.key', values).",
          },
          {
            selector:
              'JSXAttribute[name.name=/^(label|placeholder|title|alt|aria-label|helperText)$/] TemplateElement[value.raw=/[A-Za-z]{2,} /]',
            message: "Labels come from the message catalogues: use _('namespace.key', values).",
          },
          {
            selector: 'CallExpression[callee.name=/^(enqueueSnackbar|toast|notify)$/] > Literal[value=/[A-Za-z]{2,}/]',
            message: "Toasts come from the message catalogues: use _('namespace.key') (docs/i18n.md).",
          },
          {
            selector:
              'CallExpression[callee.property.name=/^(required|email|matches|typeError|oneOf|min|max|length|integer|positive)$/] > Literal[value=/[A-Za-z]{2,} /]',
            message: 'Validation messages are catalogue keys, translated where they are shown (docs/i18n.md).',
          },
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
