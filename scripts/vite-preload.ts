import type { ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Vite's `build.modulePreload.resolveDependencies`: what a dynamic import preloads. An import in the SPA's code loads
 * only its chunk's styles ahead; the chunk's JavaScript imports are left to the browser's module loader, which fetches
 * them as it reads the chunk. The preload helper would add a `<link rel="modulepreload">` to <head> for each of them,
 * which costs the main thread 0.4–0.9 ms a link in Chromium: for the first screen, about 16 links inside the shell's
 * start-up task (docs/performance.md). Preloads written into an HTML page (`hostType: 'html'`) stay as Vite made them.
 */
export const preloadStylesOnly: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) =>
  hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps;
