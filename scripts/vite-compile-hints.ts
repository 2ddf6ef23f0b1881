import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has every function
 * compiled on a background thread while it streams in, instead of each one on the main thread when first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of the entry chunk (the shell: React, MUI's core, the store and the router,
 * nearly all of which runs on every load). V8 reads the hint only there, and Vite writes its preload map
 * (`__vite__mapDeps`) at the top of the chunk in its own generateBundle, so this runs after it.
 */
export function compileHints(): Plugin {
  return {
    name: 'boipoka-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map is already in the bundle as a file of its own: its lines move down by one with the code.
          const map = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
