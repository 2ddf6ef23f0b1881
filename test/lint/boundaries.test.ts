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

describe('the import rule (docs/architecture.md)', () => {
  const zoneMessages = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    // The rule prefixes each zone's message with the import's path.
    return result.messages.map(
      (message) =>
        `${message.ruleId}: ${message.message.replace(/^Unexpected path "[^"]*" imported in restricted zone\. /, '')}`,
    );
  };

  it('refuses a feature importing src/app/', async () => {
    expect(
      await zoneMessages(
        'src/features/home/Fixture.tsx',
        "import { makeStore } from '../../app/store';\nexport const x = makeStore;\n",
      ),
    ).toEqual([
      'import/no-restricted-paths: A feature never imports src/app/: the store, its hooks and the api slice are in src/store/.',
    ]);
  });

  it('refuses a feature importing another feature, its index.ts included', async () => {
    const other =
      'import/no-restricted-paths: Features never import each other: move what both need to src/components/, src/lib/ or src/store/, or compose them in src/app/.';
    expect(
      await zoneMessages(
        'src/features/home/Fixture.tsx',
        "import { BookListPage } from '../books/BookListPage';\nexport const x = BookListPage;\n",
      ),
    ).toEqual([other]);
    expect(
      await zoneMessages(
        'src/features/orders/Fixture.tsx',
        "import { RequireAuth } from '../auth';\nexport const x = RequireAuth;\n",
      ),
    ).toEqual([other]);
  });

  it('allows a feature its own files and shared code: components/, lib/, store/ (hooks, api slice, session), domain/', async () => {
    const code = [
      "import { useListBooksQuery } from '../../store/booksApi';",
      "import { selectUser } from '../../store/session';",
      "import { useAppSelector } from '../../store/hooks';",
      "import { api } from '../../store/api';",
      "import { TopBooks } from './TopBooks';",
      "import { BookGrid } from '../../components/books/BookGrid';",
      "import { errorMessage } from '../../lib/errorMessage';",
      "import { RATING } from '../../../domain/limits';",
      'export const all = [useListBooksQuery, selectUser, useAppSelector, api, TopBooks, BookGrid, errorMessage, RATING];',
      '',
    ].join('\n');
    expect(await ruleIds('src/features/home/Fixture.tsx', code)).toEqual([]);
  });

  it('allows src/app/ to compose features through their index.ts', async () => {
    expect(
      await ruleIds(
        'src/app/Fixture.tsx',
        "import { RequireAuth } from '../features/auth';\nexport const x = RequireAuth;\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared code (components/, lib/, store/) importing a feature or app/', async () => {
    const shared =
      'import/no-restricted-paths: Shared code (components/, lib/, store/) imports no feature and nothing from src/app/.';
    expect(
      await zoneMessages(
        'src/components/Fixture.tsx',
        "import { RequireAuth } from '../features/auth';\nexport const x = RequireAuth;\n",
      ),
    ).toEqual([shared]);
    expect(
      await zoneMessages(
        'src/lib/fixture.ts',
        "import { makeStore } from '../app/store';\nexport const x = makeStore;\n",
      ),
    ).toEqual([shared]);
    expect(
      await zoneMessages(
        'src/store/fixture.ts',
        "import { loadAuthThunks } from '../features/auth';\nexport const x = loadAuthThunks;\n",
      ),
    ).toEqual([shared]);
  });

  it('refuses an import cycle (import/no-cycle)', async () => {
    // session.ts imports storedSession.ts: storedSession.ts importing session.ts's values back closes a cycle.
    expect(
      await ruleIds(
        'src/store/storedSession.ts',
        "import { authSlice } from './session';\nexport const x = authSlice;\n",
      ),
    ).toEqual(['import/no-cycle']);
    // A type-only import is erased at build time: no cycle.
    expect(
      await ruleIds(
        'src/store/storedSession.ts',
        "import type { AuthUser } from './session';\nexport const x = (user: AuthUser) => user;\n",
      ),
    ).toEqual([]);
  });

  it("refuses react-redux's untyped hooks outside src/store/hooks.ts", async () => {
    const code =
      "import { useDispatch, useSelector } from 'react-redux';\nexport const x = [useDispatch, useSelector];\n";
    expect(await ruleIds('src/features/books/Fixture.tsx', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(await ruleIds('src/store/hooks.ts', code)).toEqual([]);
  });

  it("refuses MUI's TextField and Select in the app (the light fields in components/form instead)", async () => {
    const named =
      "import { Button, TextField, Select } from '@mui/material';\nexport const x = [Button, TextField, Select];\n";
    expect(await ruleIds('src/features/contacts/Fixture.tsx', named)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    const deep = "import TextField from '@mui/material/TextField';\nexport const x = TextField;\n";
    expect(await ruleIds('src/features/admin/Fixture.tsx', deep)).toEqual(['no-restricted-imports']);
    const light =
      "import { Button, NativeSelect, OutlinedInput } from '@mui/material';\nexport const x = [Button, NativeSelect, OutlinedInput];\n";
    expect(await ruleIds('src/components/form/Fixture.tsx', light)).toEqual([]);
  });
});

describe('one source per shape', () => {
  it('refuses interface and type declarations in src/**/*Api.ts (the shapes come from domain/schemas)', async () => {
    const code = 'export interface Quote { total: number }\nexport type Args = { id: string };\n';
    expect(await ruleIds('src/features/checkout/fixtureApi.ts', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(await ruleIds('src/features/checkout/fixture.ts', code)).toEqual([]);
    const imported =
      "import type { CheckoutQuote } from '../../../domain/schemas/checkout';\nexport const x = (quote: CheckoutQuote) => quote;\n";
    expect(await ruleIds('src/features/checkout/fixtureApi.ts', imported)).toEqual([]);
  });
});
