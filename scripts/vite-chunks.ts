import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Fewer, larger chunks for the first load (issue 11). Left to itself, the bundler puts the modules shared by
 * different sets of importers into chunks of their own: the shell was 23 files and `/books` 43 (19 of them under
 * 1 kB). A phone pays for each file a page asks for: a request, even from the cache, costs the page's main thread a
 * few ms in the task that parses the HTML, ahead of the first paint. So:
 * - `shell`: every module the entry evaluates before it runs, in one chunk the lazy screens import from;
 * - `landing`: beyond the shell, every module that one of the screens shoppers land on (the home page, the list, a
 *   book) needs before it draws and that another screen needs too, in one chunk; each of those screens is then its
 *   own chunk and this one. (What a landing screen alone needs stays in its own chunk.) On a first visit over a slow
 *   connection each extra file is another request queued behind six HTTP/1.1 connections: the list had 11 files
 *   before this included what it shares with the forms, and 5 after, for 1.4 kB more.
 *
 * "Before it runs" is followed by name through the re-exports of side-effect-free packages (`@mui/material`'s index
 * re-exports all 140 components): only the names actually imported are followed there, so a component only a lazy
 * screen uses stays out of the shell. A module that may have side effects (the app's own, a package that does not
 * say otherwise) runs whenever it is imported, so it is taken whole, and so is whatever cannot be read precisely: at
 * worst the shell grows, which the JavaScript budget (scripts/check-budget.ts) reports.
 */

export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; exports?: readonly string[] } | null;
}

const packageSideEffects = new Map<string, boolean>();
/** Whether `id` belongs to a package whose package.json says `"sideEffects": false`. */
export function inSideEffectFreePackage(id: string): boolean {
  if (!id.includes('/node_modules/')) return false;
  for (let dir = path.dirname(id); dir.includes('/node_modules/'); dir = path.dirname(dir)) {
    if (packageSideEffects.has(dir)) return packageSideEffects.get(dir)!;
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; sideEffects?: unknown };
      // Nested package.json files without a name only set the module type of their folder.
      if (!manifest.name) continue;
      packageSideEffects.set(dir, manifest.sideEffects === false);
      return manifest.sideEffects === false;
    } catch {
      // no package.json here: look further up
    }
  }
  return false;
}

/** null: the whole module (its own code and everything it imports). */
type Needed = Set<string> | null;

interface Parsed {
  /** Import statements: specifier → names imported (null: a namespace or a bare side-effect import). */
  imports: Map<string, Needed>;
  /** `export { a as b } from 'x'`: b → [x, a]; `import * as ns from 'x'; export { ns }`: ns → [x, '*']. */
  reExports: Map<string, [string, string]>;
  /** `export * from 'x'` specifiers, in order. */
  starExports: string[];
}

const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g;
const IMPORT = /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\*\s*as\s*([\w$]+)|\{([^}]*)\})?\s*(?:from\s*)?['"]([^'"]+)['"]/g;
const EXPORT_FROM = /\bexport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const EXPORT_STAR = /\bexport\s*\*\s*(?:as\s*([\w$]+)\s*)?from\s*['"]([^'"]+)['"]/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;

/** `a as b, default as c, type d` → [[a, b], [default, c]] (imported name, local or exported name). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from.trim(), (to ?? from).trim()];
    });
}

function parse(code: string): Parsed {
  const source = code.replace(COMMENTS, '$1');
  const imports = new Map<string, Needed>();
  const namespaces = new Map<string, string>();
  const need = (spec: string, names: Needed) => {
    const had = imports.get(spec);
    if (had === null || names === null) imports.set(spec, null);
    else imports.set(spec, new Set([...(had ?? []), ...names]));
  };
  for (const [, defaultName, namespace, list, spec] of source.matchAll(IMPORT)) {
    if (namespace) {
      namespaces.set(namespace, spec);
      need(spec, null);
    } else if (defaultName || list) {
      need(spec, new Set([...(defaultName ? ['default'] : []), ...specifiers(list ?? '').map(([name]) => name)]));
    } else {
      need(spec, null); // import 'x': evaluated for its side effects
    }
  }
  const reExports = new Map<string, [string, string]>();
  for (const [, list, spec] of source.matchAll(EXPORT_FROM)) for (const [from, to] of specifiers(list)) reExports.set(to, [spec, from]);
  const starExports: string[] = [];
  for (const [, alias, spec] of source.matchAll(EXPORT_STAR)) {
    if (alias) reExports.set(alias, [spec, '*']);
    else starExports.push(spec);
  }
  for (const [, list] of source.matchAll(EXPORT_LIST)) {
    for (const [local, exported] of specifiers(list)) if (namespaces.has(local)) reExports.set(exported, [namespaces.get(local)!, '*']);
  }
  return { imports, reExports, starExports };
}

/** The id `spec` resolved to from `importer`, among the importer's resolved imports. */
function resolve(importer: string, spec: string, importedIds: readonly string[]): string | undefined {
  const candidates = spec.startsWith('.')
    ? ((base) => importedIds.filter((id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`)))(path.resolve(path.dirname(importer), spec))
    : importedIds.filter((id) => id.includes(`/node_modules/${spec}/`) || id.includes(`/node_modules/${spec}.`));
  return candidates.sort((a, b) => a.length - b.length)[0];
}

/** The modules `entry` evaluates before it runs (a screen: before it draws), through re-exports by name. */
export function modulesNeededBy(entry: string, graph: ModuleGraph, sideEffectFree: (id: string) => boolean = inSideEffectFreePackage): Set<string> {
  const needed = new Map<string, Needed>();
  const parsed = new Map<string, Parsed>();
  const queue: [string, Needed][] = [[entry, null]];
  const whole = new Set<string>();

  const want = (id: string, wanted: Needed) => {
    // Importing anything from a module that may have side effects runs all of it.
    const names = sideEffectFree(id) ? wanted : null;
    const had = needed.get(id);
    if (had === null) return;
    if (names === null) needed.set(id, null);
    else if (had && [...names].every((name) => had.has(name))) return;
    else needed.set(id, new Set([...(had ?? []), ...names]));
    queue.push([id, needed.get(id)!]);
  };

  needed.set(entry, null);
  while (queue.length > 0) {
    const [id, names] = queue.shift()!;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const module = parsed.get(id) ?? parse(info.code ?? '');
    parsed.set(id, module);
    const target = (spec: string) => resolve(id, spec, info.importedIds);

    let ownCode = names === null;
    const starTargets = module.starExports.map(target);
    for (const name of names ?? []) {
      const reExport = module.reExports.get(name);
      const to = reExport && target(reExport[0]);
      if (reExport && to) {
        want(to, reExport[1] === '*' ? null : new Set([reExport[1]]));
        continue;
      }
      const star = starTargets.find((starId) => starId && graph.getModuleInfo(starId)?.exports?.includes(name));
      if (star) want(star, new Set([name]));
      else ownCode = true; // defined here (or not understood): the module itself is needed
    }
    if (!ownCode || whole.has(id)) continue;
    whole.add(id);
    const understood = new Set<string>();
    for (const [spec, importedNames] of module.imports) {
      const to = target(spec);
      if (!to) continue;
      understood.add(to);
      want(to, importedNames);
    }
    // A re-exported module is loaded with this one: nothing of it is needed unless it has side effects (then all of
    // it); the names it gives are followed above. Anything else (require, what was not parsed) is taken whole.
    const reExported = new Set([...module.reExports.values()].map(([spec]) => target(spec)).concat(starTargets));
    for (const dependency of info.importedIds) {
      if (reExported.has(dependency)) want(dependency, new Set());
      else if (!understood.has(dependency)) want(dependency, null);
    }
  }
  return whole;
}

/**
 * Which chunk each module goes to: `shell`, `landing`, or the bundler's choice (absent). `screens` are the lazy
 * screens; `landingScreens` those of them shoppers land on.
 */
export function assignChunks(entry: string, landingScreens: readonly string[], screens: readonly string[], graph: ModuleGraph, sideEffectFree = inSideEffectFreePackage) {
  const shell = modulesNeededBy(entry, graph, sideEffectFree);
  const neededBy = new Map(screens.map((screen) => [screen, modulesNeededBy(screen, graph, sideEffectFree)]));
  const chunks = new Map<string, 'shell' | 'landing'>([...shell].map((id) => [id, 'shell']));
  for (const screen of landingScreens) {
    for (const id of neededBy.get(screen) ?? []) {
      if (shell.has(id) || screens.includes(id)) continue;
      if (screens.some((other) => other !== screen && neededBy.get(other)?.has(id))) chunks.set(id, 'landing');
    }
  }
  return chunks;
}

/**
 * Rolldown code-splitting groups (output.codeSplitting.groups) for `assignChunks`: the shell first (a higher priority,
 * so that the landing chunk, which takes its modules' dependencies along, never takes one of the shell's).
 */
export function chunkGroups(entry: string, landingScreens: readonly string[], screens: readonly string[]) {
  // Worked out once per chunking pass (rolldown hands the same graph object to every call of one pass).
  const passes = new WeakMap<ModuleGraph, Map<string, string>>();
  const chunkOf = (id: string, graph: ModuleGraph) => {
    if (!passes.has(graph)) passes.set(graph, assignChunks(entry, landingScreens, screens, graph));
    return passes.get(graph)!.get(id);
  };
  return (['shell', 'landing'] as const).map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === name ? name : null),
    priority: 2 - index,
  }));
}
