import { CACHE_KEY, STORAGE_KEY, type KeptStyles } from './styleCache';

/** About 2,000 rules; the storefront's screens have about 300 each. */
const MAX_CSS_CHARS = 300_000;
const CLASS_NAME = new RegExp(`\\.${CACHE_KEY}-([\\w-]+)`, 'g');

/** Keeps the page's compiled styles (styleCache.ts) whenever the shopper leaves it or hides it. */
export function keepStylesOnLeave(storage: Storage, build: string) {
  const keep = () => keepStyles(storage, build);
  addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keep());
}

/** Every rule in the cache's style tags (those put back included), as text, in insertion order. */
export function keepStyles(storage: Storage, build: string) {
  try {
    const rules: { css: string; compiledNow: boolean }[] = [];
    for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${CACHE_KEY}"]`)) {
      const [key, ...restoredNames] = tag.getAttribute('data-emotion')!.split(' ');
      if (key !== CACHE_KEY) continue; // the -global sheet (CssBaseline) rehydrates on its own
      for (const rule of Array.from(tag.sheet?.cssRules ?? [])) rules.push({ css: rule.cssText, compiledNow: restoredNames.length === 0 });
    }
    // Past the cap, keep what this visit compiled: a tag holds all the rules of each style inserted into it, so no
    // name is kept without all of its rules.
    const kept = rules.reduce((chars, rule) => chars + rule.css.length, 0) > MAX_CSS_CHARS ? rules.filter((rule) => rule.compiledNow) : rules;
    const css = kept.map((rule) => rule.css).join('\n');
    const names = [...new Set(Array.from(css.matchAll(CLASS_NAME), (match) => match[1]))];
    storage.setItem(STORAGE_KEY, JSON.stringify({ build, names, css } satisfies KeptStyles));
  } catch {
    // Storage full or blocked: the next visit compiles its styles.
  }
}
