import { describe, expect, it } from 'vitest';
import { shellModules, type ModuleGraph } from '../../scripts/vite-shell-chunk';

/** A module graph as rolldown describes it: code, resolved imports and export names per id. */
function graph(modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [], exports: modules[id].exports ?? [] } : null),
  };
}

const UI = '/app/node_modules/ui';

describe('shellModules', () => {
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
    const shell = shellModules('/app/src/main.tsx', modules);
    expect([...shell].sort()).toEqual(
      ['/app/src/app.ts', '/app/src/main.tsx', `${UI}/Box/Box.mjs`, `${UI}/Button/index.mjs`, `${UI}/colors/index.mjs`, `${UI}/system.mjs`].sort(),
    );
  });

  it('takes a module whole when a name is its own, and anything it pulls in that was not read as an import', () => {
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
    expect([...shellModules('/app/src/main.tsx', modules)].sort()).toEqual(['/app/src/helper.ts', '/app/src/legacy.cjs', '/app/src/main.tsx', '/app/src/styles.ts']);
  });
});
