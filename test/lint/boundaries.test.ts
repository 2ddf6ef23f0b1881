/**
 * The import boundaries in .eslintrc.cjs hold: fixtures with deliberately bad imports, placed virtually inside src/,
 * fail lint with the project's own config; the allowed forms pass.
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

/** The rule ids lint reports for `code` as if it were the file at `file` (relative to the repository). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('feature boundaries', () => {
  it("refuses a feature importing another feature's files", async () => {
    expect(await ruleIds('src/features/home/Fixture.tsx', "import { useListBooksQuery } from '../books/booksApi';\nexport const x = useListBooksQuery;\n")).toContain(
      'import/no-restricted-paths',
    );
    expect(await ruleIds('src/features/books/Fixture.tsx', "import { selectUser } from '../auth/authSlice';\nexport const x = selectUser;\n")).toContain('import/no-restricted-paths');
  });

  it("allows a feature to use another feature's index.ts, its own files, app/, components/ and lib/", async () => {
    const code = [
      "import { useListBooksQuery } from '../books';",
      "import { selectUser } from '../auth/index';",
      "import { TopBooks } from './TopBooks';",
      "import { api } from '../../app/api';",
      "import { BookGrid } from '../../components/books/BookGrid';",
      "import { errorMessage } from '../../lib/errorMessage';",
      'export const all = [useListBooksQuery, selectUser, TopBooks, api, BookGrid, errorMessage];',
      '',
    ].join('\n');
    expect(await ruleIds('src/features/home/Fixture.tsx', code)).toEqual([]);
  });

  it('refuses components/ and lib/ importing a feature or app/', async () => {
    expect(await ruleIds('src/components/Fixture.tsx', "import { selectUser } from '../features/auth';\nexport const x = selectUser;\n")).toContain('import/no-restricted-paths');
    expect(await ruleIds('src/lib/fixture.ts', "import { api } from '../app/api';\nexport const x = api;\n")).toContain('import/no-restricted-paths');
  });

  it("refuses react-redux's untyped hooks outside src/store/hooks.ts", async () => {
    const code = "import { useDispatch, useSelector } from 'react-redux';\nexport const x = [useDispatch, useSelector];\n";
    expect(await ruleIds('src/features/books/Fixture.tsx', code)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await ruleIds('src/store/hooks.ts', code)).toEqual([]);
  });

  it("refuses MUI's TextField and Select in the app (the light fields in components/form instead)", async () => {
    const named = "import { Button, TextField, Select } from '@mui/material';\nexport const x = [Button, TextField, Select];\n";
    expect(await ruleIds('src/features/contacts/Fixture.tsx', named)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    const deep = "import TextField from '@mui/material/TextField';\nexport const x = TextField;\n";
    expect(await ruleIds('src/features/admin/Fixture.tsx', deep)).toEqual(['no-restricted-imports']);
    const light = "import { Button, NativeSelect, OutlinedInput } from '@mui/material';\nexport const x = [Button, NativeSelect, OutlinedInput];\n";
    expect(await ruleIds('src/components/form/Fixture.tsx', light)).toEqual([]);
  });
});

describe('one source per shape', () => {
  it('refuses interface and type declarations in src/**/*Api.ts (the shapes come from domain/schemas)', async () => {
    const code = "export interface Quote { total: number }\nexport type Args = { id: string };\n";
    expect(await ruleIds('src/features/checkout/fixtureApi.ts', code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(await ruleIds('src/features/checkout/fixture.ts', code)).toEqual([]);
    const imported = "import type { CheckoutQuote } from '../../../domain/schemas/checkout';\nexport const x = (quote: CheckoutQuote) => quote;\n";
    expect(await ruleIds('src/features/checkout/fixtureApi.ts', imported)).toEqual([]);
  });
});
