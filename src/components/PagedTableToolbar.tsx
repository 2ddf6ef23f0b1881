import { useEffect, useState, type FormEvent } from 'react';
import { Box, IconButton, InputAdornment, Pagination, PaginationItem } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { TextInput } from './form/TextInput';
import { useLingui } from '@lingui/react';
import { localDigits } from '../../domain/format';
import { useLanguage } from '../lib/i18n';

const PAGE_LINKS = {
  first: 'common.page.first',
  last: 'common.page.last',
  next: 'common.page.next',
  previous: 'common.page.previous',
} as const;

/** A server-paged list's search text and page, with the answer's total and page size. */
export interface PagedListProps {
  search: string;
  onSearch: (text: string) => void;
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}

interface PagedTableToolbarProps extends PagedListProps {
  /** The search box's label, e.g. 'Search users by e-mail'. */
  searchLabel: string;
}

/** A search box (applied on submit, trimmed; empty resets) and a pager for a list paged on the server. */
export function PagedTableToolbar({
  searchLabel,
  search,
  onSearch,
  page,
  total,
  limit,
  onPage,
}: PagedTableToolbarProps) {
  const { _ } = useLingui();
  const language = useLanguage();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const pages = Math.max(1, Math.ceil(total / limit));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', my: 2 }}
    >
      <Box component="form" role="search" onSubmit={submit} sx={{ flex: '1 1 260px', maxWidth: 420 }}>
        <TextInput
          size="small"
          fullWidth
          label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          endAdornment={
            <InputAdornment position="end">
              {text && (
                <IconButton
                  aria-label={_('common.search.clear')}
                  size="small"
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton aria-label={_('common.search.submit')} type="submit" size="small">
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          }
        />
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => onPage(value)}
          size="small"
          aria-label={_('common.pages')}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? _('common.page.goTo', { page: localDigits(String(item), language) })
              : type in PAGE_LINKS
                ? _(PAGE_LINKS[type as keyof typeof PAGE_LINKS])
                : ''
          }
          renderItem={(item) => (
            <PaginationItem
              {...item}
              page={item.type === 'page' ? localDigits(String(item.page), language) : item.page}
            />
          )}
        />
      )}
    </Box>
  );
}
