import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of one entry of Vite's build manifest (dist/.vite/manifest.json) that this project reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `distDir`, or null when the build wrote none. */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk and every chunk it imports statically, directly or not: all the browser fetches before running it. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The shell: the entry chunk and its static imports (what index.html itself preloads); empty without an entry. */
export function shellChunks(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return entry ? staticClosure(manifest, entry) : new Set();
}
