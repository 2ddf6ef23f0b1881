import { useEffect, useState, type FormEvent } from 'react';
import { Box, IconButton, InputAdornment, Pagination } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { TextInput } from './form/TextInput';

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
                  aria-label="Clear search"
                  size="small"
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton aria-label="Search" type="submit" size="small">
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
          aria-label="Pages"
        />
      )}
    </Box>
  );
}
