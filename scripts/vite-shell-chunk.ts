import path from 'node:path';

/**
 * The shell in one chunk (issue 11). Left to itself, the bundler splits every module the shell shares with a lazy
 * screen into a chunk of its own (one per set of importers): the shell was 23 files and `/books` 43. A phone pays
 * for each file it asks for (a request from the cache still costs the page's main thread a few ms, in the task that
 * parses the HTML, ahead of the first paint), so the modules the entry evaluates before it runs go into one chunk,
 * which the lazy screens import from.
 *
 * "Before it runs" is followed by name through re-export modules (`@mui/material`'s index re-exports all 140
 * components): only the names actually imported are followed there, so a component only a lazy screen uses stays out
 * of the shell. Whatever cannot be read precisely is taken whole: at worst the shell grows, which the JavaScript
 * budget (scripts/check-budget.ts) reports; a module left out is only chunked as before.
 */

export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; exports?: readonly string[] } | null;
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

/** The modules `entry` evaluates before it runs, through re-exports by name. */
export function shellModules(entry: string, graph: ModuleGraph): Set<string> {
  const needed = new Map<string, Needed>();
  const parsed = new Map<string, Parsed>();
  const queue: [string, Needed][] = [[entry, null]];
  const whole = new Set<string>();

  const want = (id: string, names: Needed) => {
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
    for (const name of names ?? []) {
      const reExport = module.reExports.get(name);
      const to = reExport && target(reExport[0]);
      if (reExport && to) {
        want(to, reExport[1] === '*' ? null : new Set([reExport[1]]));
        continue;
      }
      const star = module.starExports.map(target).find((starId) => starId && graph.getModuleInfo(starId)?.exports?.includes(name));
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
    // Re-exports are followed by name (above); anything else the module pulls in (require, what was not parsed) whole.
    const reExported = new Set([...module.reExports.values()].map(([spec]) => target(spec)).concat(module.starExports.map(target)));
    for (const dependency of info.importedIds) if (!understood.has(dependency) && !reExported.has(dependency)) want(dependency, null);
  }
  return whole;
}

/** A codeSplitting group (rolldown) that puts the shell's modules into one chunk named `name`. */
export function shellChunkGroup(entry: string, name = 'shell') {
  // Worked out once per chunking pass (rolldown hands the same graph object to every call of one pass).
  const shells = new WeakMap<ModuleGraph, Set<string>>();
  const shellOf = (graph: ModuleGraph) => shells.get(graph) ?? shells.set(graph, shellModules(entry, graph)).get(graph)!;
  return { name: (id: string, graph: ModuleGraph) => (shellOf(graph).has(id) ? name : null) };
}
