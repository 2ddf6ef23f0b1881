import type { I18n, Messages } from '@lingui/core';
import type { Language } from '../../../domain/format';
import type { Namespace } from './namespaces';

// Each catalogue is its own chunk, compiled by @lingui/vite-plugin (the `?lingui` query), so a language's messages
// load with the language and a screen's with the screen. The server's own namespaces (mails, the PDF receipt) stay
// out of the SPA; `seo` is shared: the SPA titles the pages it navigates to with it.
const catalogues = import.meta.glob<{ messages: Messages }>(
  ['../../locales/*/*.json', '!../../locales/*/mail.json', '!../../locales/*/receipt.json'],
  { query: '?lingui' },
);

const loadedBy = new WeakMap<I18n, Set<string>>();
const loadedSet = (i18n: I18n) => {
  let loaded = loadedBy.get(i18n);
  if (!loaded) loadedBy.set(i18n, (loaded = new Set()));
  return loaded;
};

/** The namespaces `i18n` has loaded, in any language (a language switch loads the same ones in the new language). */
export const loadedNamespaces = (i18n: I18n): Namespace[] => [
  ...new Set([...loadedSet(i18n)].map((key) => key.split(':')[1] as Namespace)),
];

/** Loads the namespaces' messages of `language` into `i18n` (each once); does not activate the language. */
export async function loadNamespaces(i18n: I18n, language: Language, namespaces: readonly Namespace[]) {
  const loaded = loadedSet(i18n);
  await Promise.all(
    namespaces.map(async (namespace) => {
      const key = `${language}:${namespace}`;
      if (loaded.has(key)) return;
      const load = catalogues[`../../locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`no ${language} catalogue for ${namespace}`);
      const { messages } = await load();
      i18n.load(language, messages);
      loaded.add(key);
    }),
  );
}
