/**
 * The rule of docs/i18n.md holds: text a shopper or admin reads is never written into a component. Fixtures placed
 * virtually inside src/ fail lint with the project's own config; the catalogue forms pass.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadESLint, type ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  eslint = new LegacyESLint({ cwd: root, useEslintrc: true } as never) as ESLint;
});

const restricted = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
};
const component = (body: string) =>
  `import { useLingui } from '@lingui/react';\nexport function Fixture({ name }: { name: string }) {\n  const { _ } = useLingui();\n  return ${body};\n}\n`;

describe('no hard-coded text in components (docs/i18n.md)', () => {
  it.each([
    ['JSX text', component('<p>Add to cart</p>')],
    ['a literal in braces', component("<p>{'Add to cart'}</p>")],
    ['a template literal', component('<p>{`Add a review for ${name}`}</p>')],
    ['a label', component('<input aria-label="Search books" />')],
    ['a short label', component('<input placeholder="Name" />')],
    ['a templated alt', component('<img alt={`Cover of ${name}`} />')],
  ])('refuses %s', async (_what, code) => {
    expect(await restricted('src/components/Fixture.tsx', code)).toBeGreaterThan(0);
  });

  it('refuses a literal toast and a literal validation message', async () => {
    expect(
      await restricted(
        'src/components/Fixture.tsx',
        "import { useToast } from './toast';\nexport function useFixture() {\n  const { enqueueSnackbar } = useToast();\n  return () => enqueueSnackbar('Saved', { variant: 'success' });\n}\n",
      ),
    ).toBe(1);
    expect(
      await restricted(
        'src/components/reviews/fixtureSchema.ts',
        "import * as yup from 'yup';\nexport const s = yup.string().required('Name is Required');\n",
      ),
    ).toBe(1);
  });

  it('allows catalogue keys, data and punctuation', async () => {
    expect(
      await restricted(
        'src/components/Fixture.tsx',
        component(
          "<section aria-label={_('common.nav.main')} title=\"common.footer.contact\">\n      {_('books.list.title', { name })} {name} · 42\n    </section>",
        ),
      ),
    ).toBe(0);
    expect(
      await restricted(
        'src/components/reviews/fixtureSchema.ts',
        "import * as yup from 'yup';\nexport const s = yup.string().required('common.review.reviewRequired');\n",
      ),
    ).toBe(0);
  });
});
