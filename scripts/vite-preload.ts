import type { ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Vite's `build.modulePreload.resolveDependencies`: a dynamic import in the SPA's code preloads only its chunk's
 * styles; the browser's module loader fetches the chunk's JavaScript imports as it reads it. Vite's preload helper
 * would insert a `<link rel="modulepreload">` into <head> per chunk, on the main thread, and for the first screen
 * inside the shell's start-up task (docs/performance.md). Preloads written into an HTML page stay as Vite makes them.
 */
export const preloadStylesOnly: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) =>
  hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps;
