import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of an entry of Vite's build manifest (dist/.vite/manifest.json) that decide what is precached. */
interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Screens that are not the storefront's: their code is fetched (and runtime-cached) when an administrator opens them.
 */
const NOT_PRECACHED = ['src/features/admin/'];

/**
 * The built files the storefront can ever load: everything reachable from the entry through static and lazy imports,
 * without entering the control panel's chunks, with their CSS and assets. A chunk the control panel shares with
 * the storefront stays in (the storefront reaches it too).
 */
export function storefrontFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    if (NOT_PRECACHED.some((prefix) => chunk.src?.startsWith(prefix))) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * Workbox's manifestTransform: keeps every precache entry outside assets/ (index.html, icons, hero images) and, of
 * the hashed build files, the storefront's.
 */
export function storefrontOnly(distDir: string) {
  return async <Entry extends { url: string }>(entries: Entry[]) => {
    const keep = storefrontFiles(distDir);
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url));
    const dropped = entries.length - manifest.length;
    return { manifest, warnings: dropped > 0 ? [] : ['no control panel chunk was left out of the precache'] };
  };
}
