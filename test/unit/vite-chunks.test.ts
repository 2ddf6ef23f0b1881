import { describe, expect, it } from 'vitest';
import { assignChunks, modulesNeededBy, type ModuleGraph } from '../../scripts/vite-chunks';

/** The fake packages under node_modules say `"sideEffects": false`; the app's own modules may have side effects. */
const packagesAreSideEffectFree = (id: string) => id.includes('/node_modules/');

/** A module graph as rolldown describes it: code, resolved imports and export names per id. */
function graph(modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [], exports: modules[id].exports ?? [] } : null),
  };
}

const UI = '/app/node_modules/ui';

describe('modulesNeededBy', () => {
  it('follows a re-export module only to the names imported from it', () => {
    const modules = graph({
      '/app/src/main.tsx': { code: `import { Box, Button as B } from 'ui';\nimport './app';`, imports: [`${UI}/index.mjs`, '/app/src/app.ts'] },
      '/app/src/app.ts': { code: `import { colors } from 'ui';\nexport const a = 1;`, imports: [`${UI}/index.mjs`] },
      [`${UI}/index.mjs`]: {
        code: `/* ui */\nimport * as colors from "./colors/index.mjs";\nexport { colors };\nexport { default as Box } from "./Box/index.mjs";\nexport * from "./Button/index.mjs";\nexport { default as Menu } from "./Menu/index.mjs";`,
        imports: [`${UI}/colors/index.mjs`, `${UI}/Box/index.mjs`, `${UI}/Button/index.mjs`, `${UI}/Menu/index.mjs`],
      },
      [`${UI}/colors/index.mjs`]: { code: 'export const red = 1;' },
      [`${UI}/Box/index.mjs`]: { code: `export { default } from "./Box.mjs";\nexport { default as boxClasses } from "./boxClasses.mjs";`, imports: [`${UI}/Box/Box.mjs`, `${UI}/Box/boxClasses.mjs`] },
      [`${UI}/Box/Box.mjs`]: { code: `import { style } from '../system.mjs';\nexport default function Box() {}`, imports: [`${UI}/system.mjs`] },
      [`${UI}/Box/boxClasses.mjs`]: { code: 'export default {};' },
      [`${UI}/system.mjs`]: { code: 'export const style = 1;' },
      [`${UI}/Button/index.mjs`]: { code: 'export const Button = 1; export const buttonClasses = {};', exports: ['Button', 'buttonClasses'] },
      [`${UI}/Menu/index.mjs`]: { code: 'export default function Menu() {}' },
    });
    const shell = modulesNeededBy('/app/src/main.tsx', modules, packagesAreSideEffectFree);
    expect([...shell].sort()).toEqual(
      ['/app/src/app.ts', '/app/src/main.tsx', `${UI}/Box/Box.mjs`, `${UI}/Button/index.mjs`, `${UI}/colors/index.mjs`, `${UI}/system.mjs`].sort(),
    );
  });

  it('takes a module whole when a name is its own, with everything it loads (a re-export of app code, a require)', () => {
    const modules = graph({
      '/app/src/main.tsx': { code: `import { theme } from './styles';`, imports: ['/app/src/styles.ts'] },
      '/app/src/styles.ts': {
        code: `import helper from "./helper";\nexport { unused } from "./unused";\nexport const theme = helper();\nrequire('./legacy.cjs');`,
        imports: ['/app/src/helper.ts', '/app/src/unused.ts', '/app/src/legacy.cjs'],
      },
      '/app/src/helper.ts': { code: 'export default () => 1;' },
      '/app/src/unused.ts': { code: 'export const unused = 1;' },
      '/app/src/legacy.cjs': { code: 'module.exports = {};' },
    });
    expect([...modulesNeededBy('/app/src/main.tsx', modules, packagesAreSideEffectFree)].sort()).toEqual(['/app/src/helper.ts', '/app/src/legacy.cjs', '/app/src/main.tsx', '/app/src/styles.ts', '/app/src/unused.ts']);
  });

  it("runs an app module's re-exported modules whole, whether or not the names are imported", () => {
    const modules = graph({
      '/app/src/main.tsx': { code: `import { start } from './feature';`, imports: ['/app/src/feature/index.ts'] },
      '/app/src/feature/index.ts': {
        code: `export { start } from './start';\nexport { useThing } from './api';`,
        imports: ['/app/src/feature/start.ts', '/app/src/feature/api.ts'],
      },
      '/app/src/feature/start.ts': { code: 'export const start = 1;' },
      // injects endpoints into the store's api when it loads: a side effect the shell must run
      '/app/src/feature/api.ts': { code: `import { Box } from 'ui';\napi.inject();\nexport const useThing = 1;`, imports: [`${UI}/index.mjs`] },
      [`${UI}/index.mjs`]: { code: `export { default as Box } from "./Box.mjs";\nexport { default as Menu } from "./Menu.mjs";`, imports: [`${UI}/Box.mjs`, `${UI}/Menu.mjs`] },
      [`${UI}/Box.mjs`]: { code: 'export default 1;' },
      [`${UI}/Menu.mjs`]: { code: 'export default 1;' },
    });
    expect([...modulesNeededBy('/app/src/main.tsx', modules, packagesAreSideEffectFree)].sort()).toEqual(
      ['/app/src/feature/api.ts', '/app/src/feature/index.ts', '/app/src/feature/start.ts', '/app/src/main.tsx', `${UI}/Box.mjs`].sort(),
    );
  });
});

describe('assignChunks', () => {
  const modules = graph({
    '/app/src/main.tsx': { code: `import { shared } from './shared';`, imports: ['/app/src/shared.ts'] },
    '/app/src/shared.ts': { code: 'export const shared = 1;' },
    '/app/src/Home.tsx': { code: `import { shared } from './shared';\nimport { Card } from './Card';\nimport { hero } from './hero';`, imports: ['/app/src/shared.ts', '/app/src/Card.tsx', '/app/src/hero.ts'] },
    '/app/src/Books.tsx': { code: `import { Card } from './Card';\nimport { Field } from './Field';`, imports: ['/app/src/Card.tsx', '/app/src/Field.tsx'] },
    '/app/src/SignIn.tsx': { code: `import { Field } from './Field';\nimport { Form } from './Form';\nimport { Books } from './Books';`, imports: ['/app/src/Field.tsx', '/app/src/Form.tsx', '/app/src/Books.tsx'] },
    '/app/src/Contact.tsx': { code: `import { Form } from './Form';`, imports: ['/app/src/Form.tsx'] },
    '/app/src/Card.tsx': { code: 'export const Card = 1;' },
    '/app/src/hero.ts': { code: 'export const hero = 1;' },
    '/app/src/Field.tsx': { code: 'export const Field = 1;' },
    '/app/src/Form.tsx': { code: 'export const Form = 1;' },
  });
  const screens = ['/app/src/Home.tsx', '/app/src/Books.tsx', '/app/src/SignIn.tsx', '/app/src/Contact.tsx'];

  it('puts what a landing screen shares with any other screen beyond the shell into the landing chunk, and leaves the rest to the bundler', () => {
    const chunks = assignChunks('/app/src/main.tsx', ['/app/src/Home.tsx', '/app/src/Books.tsx'], screens, modules, packagesAreSideEffectFree);
    // Card: two landing screens. Field: a landing screen and a form. hero: the home page alone (its own chunk).
    // Form: no landing screen (the bundler's shared chunk). A screen another one imports stays its own chunk.
    expect(Object.fromEntries(chunks)).toEqual({
      '/app/src/main.tsx': 'shell',
      '/app/src/shared.ts': 'shell',
      '/app/src/Card.tsx': 'landing',
      '/app/src/Field.tsx': 'landing',
    });
  });
});
