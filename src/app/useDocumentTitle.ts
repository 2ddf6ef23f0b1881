import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { seoPageOf, titleOf } from '../../domain/page-titles';
import { useLanguage } from '../lib/i18n';
import { loadNamespaces } from '../lib/i18n/catalogues';

/** Any `category` is titled as one: the SPA does not hold the catalogue's list to check it against. */
const anyCategory = () => true;

/**
 * The tab's title follows in-app navigation and the language switch: it becomes the title the server writes for the
 * address (domain/page-titles.ts), so a page has one title however the shopper arrived. The page the browser loaded
 * keeps the title its HTML came with, unless it came with none (the offline shell).
 */
export function useDocumentTitle() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const { i18n } = useLingui();
  const loadedPage = useRef(true);
  useEffect(() => {
    if (loadedPage.current) {
      loadedPage.current = false;
      if (document.title !== '') return;
    }
    let current = true;
    const { key, values } = titleOf(seoPageOf(pathname + search, anyCategory));
    loadNamespaces(i18n, language, ['seo'])
      .then(() => {
        if (current) document.title = i18n._(key, values);
      })
      // Offline, or a new deployment's chunk names: the title stays as it was.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [pathname, search, language, i18n]);
}
