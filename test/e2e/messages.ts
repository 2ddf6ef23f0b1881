import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A message's English text as the shop shows it (src/locales/en), for browser tests that find elements by their words.
 * Fills simple `{name}` placeholders; the messages these tests name have no plurals.
 */
export function en(id: string, values: Record<string, string | number> = {}): string {
  const namespace = id.split('.')[0];
  const catalogue = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../src/locales/en', `${namespace}.json`), 'utf8'),
  ) as Record<string, string>;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`no English message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));
}
