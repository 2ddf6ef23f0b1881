import { useState } from 'react';
import type { PagedListProps } from '../../components/PagedTableToolbar';
import { ADMIN_PAGE_SIZE } from './adminApi';

/**
 * Page and search text of a server-paged list; a new search starts again at page 1. `toolbarFor(data)` gives
 * PagedTableToolbar its props for the list's latest answer (its total and page size).
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  const toolbarFor = (list: { total: number; limit: number } | undefined): PagedListProps => ({
    search,
    onSearch: setSearch,
    page,
    onPage: setPage,
    total: list?.total ?? 0,
    limit: list?.limit ?? ADMIN_PAGE_SIZE,
  });
  return { page, search, toolbarFor };
}
