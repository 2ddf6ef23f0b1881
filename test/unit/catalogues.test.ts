/**
 * The message catalogues (src/locales/<language>/<namespace>.json): both languages have the same keys with the same
 * placeholders, every key carries its namespace, Bangla is written in Bangla, and every key the code names exists
 * in the namespace the screen loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from '../../src/lib/i18n/namespaces';

const root = path.resolve(__dirname, '../..');
const read = (language: string, namespace: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(path.join(root, 'src/locales', language, `${namespace}.json`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
};
/** ICU argument names: `{name}`, `{count, plural, …}`. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)].map((match) => match[1]).sort();
/** Latin words an English message may keep in Bangla too (brands, addresses, codes). */
const KEPT_IN_LATIN = /^(?:[^A-Za-z]*|.*\b(?:SSLCommerz|bKash|Nagad|PDF|Boipoka|Google|E-?mail|ID|SKU)\b.*)$/i;

describe('message catalogues', () => {
  it.each(NAMESPACES)('%s: the same keys and placeholders in English and Bangla', (namespace) => {
    const en = read('en', namespace);
    const bn = read('bn', namespace);
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(key.startsWith(`${namespace}.`), `${key} is in ${namespace}.json`).toBe(true);
      expect(placeholders(bn[key]), `${key}'s placeholders`).toEqual(placeholders(en[key]));
    }
  });

  it.each(NAMESPACES)('%s: Bangla messages are written in Bangla', (namespace) => {
    const en = read('en', namespace);
    const bn = read('bn', namespace);
    const untranslated = Object.keys(en).filter(
      (key) => /[A-Za-z]{3,}/.test(en[key]) && !/[\u0980-\u09ff]/.test(bn[key] ?? '') && !KEPT_IN_LATIN.test(en[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it('every key the SPA names exists, in a namespace its screen loads', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const problems: string[] = [];
    for (const file of files(path.join(root, 'src'))) {
      const relative = path.relative(root, file);
      const feature = /^src\/features\/([^/]+)\//.exec(relative)?.[1];
      const allowed = new Set<string>([
        'common',
        ...(feature ? [feature] : []),
        ...(feature === 'orders' ? ['receipt'] : []),
      ]);
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(
        /['"`]((?:common|home|books|auth|checkout|orders|contacts|admin)\.[\w.]+)['"`]/g,
      )) {
        // MUI's palette names, not messages.
        if (key === 'common.white' || key === 'common.black') continue;
        const namespace = key.split('.')[0] as Namespace;
        if (!allowed.has(namespace))
          problems.push(`${relative}: ${key} is in ${namespace}, which this screen does not load`);
        else if (!(key in read('en', namespace))) problems.push(`${relative}: ${key} is in no catalogue`);
      }
    }
    expect(problems).toEqual([]);
  });
});
