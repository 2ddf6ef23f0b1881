import { useState, type ComponentProps, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import {
  Box,
  Button,
  Container,
  IconButton,
  InputAdornment,
  Pagination,
  PaginationItem,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { formatCount } from '../../../domain/format';
import { PAGE } from '../../../domain/limits';
import { FIELD_MAX } from '../../../domain/validation';
import { BelowTheFold } from '../../components/BelowTheFold';
import { BookGrid } from '../../components/books/BookGrid';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/form/SelectField';
import { TextInput } from '../../components/form/TextInput';
import { useCategoryName, useLanguage } from '../../lib/i18n';
import { useBookCategoriesQuery, useListBooksQuery, usePurchasedBookIds } from '../../store/booksApi';

const PER_PAGE = PAGE.defaultLimit;
const GRID_SIZE = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/** The search box: its own text until Go (or Enter); X empties it and resets the list. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { _ } = useLingui();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    // action and name: before the scripts of a page the server drew have arrived, Go still searches (a plain GET).
    <Box
      component="form"
      role="search"
      aria-label={_('books.search.label')}
      action="/books"
      method="get"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0 }}
    >
      <TextInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={_('books.search.placeholder')}
        size="small"
        fullWidth
        htmlInput={{
          name: 'search',
          'aria-label': _('books.search.inputLabel'),
          maxLength: FIELD_MAX.search,
          type: 'search',
          enterKeyHint: 'search',
        }}
        startAdornment={
          <InputAdornment position="start" sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        endAdornment={
          text || initial ? (
            <InputAdornment position="end">
              <IconButton aria-label={_('books.search.clear')} edge="end" size="small" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
        sx={{ bgcolor: 'background.paper', '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
      />
      <Button type="submit" variant="contained" sx={{ px: { xs: 2, sm: 3 }, minWidth: 0, flexShrink: 0 }}>
        {_('books.search.go')}
      </Button>
    </Box>
  );
}

/** The shopper's purchases are read here, so that their arrival renders the grid and not the filters above it. */
function BookGridWithPurchases(props: Omit<ComponentProps<typeof BookGrid>, 'purchased'>) {
  return <BookGrid {...props} purchased={usePurchasedBookIds()} />;
}

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** /books — All Of Our Books: category filter, search, paging; the URL holds all three. */
export default function BookListPage() {
  const { _ } = useLingui();
  const language = useLanguage();
  const categoryName = useCategoryName();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = readPage(params.get('page'));

  const { data: categories } = useBookCategoriesQuery();
  // currentData is this query's own result (cards); data keeps the last result so the count and the pager
  // stay in place while the next page loads.
  const { currentData, data, isError, isFetching, refetch } = useListBooksQuery({
    search: search || undefined,
    category: category || undefined,
    page,
    limit: PER_PAGE,
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Searching for what is already shown adds no history entry.
    if (next.toString() !== params.toString()) setParams(next);
  };

  const onSearch = (text: string) => {
    // SPEC.md: trimmed and lower-cased; only non-empty text searches, an empty search resets the list.
    const query = text.trim().toLowerCase();
    update({ search: query || null, page: null });
  };
  const onCategory = (value: string) => update({ category: value || null, page: null });
  const onPage = (value: number) => {
    update({ page: value > 1 ? String(value) : null });
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  const categoryNames = (categories ?? []).map((c) => c.category);
  if (category && !categoryNames.includes(category)) categoryNames.unshift(category);

  const total = (currentData ?? data)?.totalBooks ?? 0;
  // A broad search stops counting at SEARCH_COUNT_CAP matches (the server says so): "10,000+".
  const totalText = `${formatCount(total, language)}${(currentData ?? data)?.totalIsCapped ? '+' : ''}`;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const books = currentData?.result ?? [];
  const filtered = Boolean(search || category);

  const empty =
    total > 0 ? (
      <EmptyState
        title={_('books.list.pageEmpty')}
        action={
          <Button variant="outlined" onClick={() => onPage(1)}>
            {_('books.list.firstPage')}
          </Button>
        }
      />
    ) : filtered ? (
      <EmptyState
        title={_('books.list.noneFound')}
        hint={_('books.list.noneFoundHint')}
        action={
          <Button variant="outlined" onClick={() => update({ search: null, category: null, page: null })}>
            {_('books.list.showAll')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={_('books.list.empty')} />
    );
  const content = (
    <BookGridWithPurchases
      books={books}
      loading={!currentData}
      failed={isError && !currentData}
      onRetry={refetch}
      empty={empty}
      loadingLabel={_('books.list.loading')}
      skeletons={8}
      size={GRID_SIZE}
      headingLevel="h2"
      eager={4}
      stale={isFetching}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h3" component="h1" sx={{ color: 'primary.main' }}>
          {_('books.list.title')}
        </Typography>
        <Typography role="status" aria-live="polite" sx={{ color: 'text.secondary', mt: 0.5, minHeight: 24 }}>
          {data ? (
            _('books.list.total', { total: totalText })
          ) : (
            <Skeleton width={180} component="span" sx={{ display: 'inline-block' }} />
          )}
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 4, alignItems: { md: 'center' } }}>
        <SelectField
          label={_('books.filter.category')}
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          size="small"
          sx={{ minWidth: { md: 260 }, bgcolor: 'background.paper' }}
        >
          <option value="">{_('books.filter.all')}</option>
          {categoryNames.map((name) => (
            <option key={name} value={name}>
              {categoryName(name)}
            </option>
          ))}
        </SelectField>
        <SearchForm key={search} initial={search} onSearch={onSearch} />
      </Stack>

      {content}

      {data && pageCount > 1 && (
        <BelowTheFold height={72}>
          <BooksPager count={pageCount} page={Math.min(page, pageCount)} onPage={onPage} />
        </BelowTheFold>
      )}
    </Container>
  );
}

/**
 * The page links under the list. It is built only when it comes near the screen (never while the browser hydrates the
 * server's page), so it reads the window's width as it mounts: a width read in BookListPage would re-render the whole
 * page, at once, right after the hydration.
 */
function BooksPager({ count, page, onPage }: { count: number; page: number; onPage: (page: number) => void }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Box component="nav" aria-label={_('books.pages.label')} sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Pagination
        count={count}
        page={page}
        onChange={(_event, value) => onPage(value)}
        color="primary"
        shape="rounded"
        size={small ? 'small' : 'medium'}
        siblingCount={small ? 0 : 1}
        getItemAriaLabel={(type, value, selected) => {
          const pageText = formatCount(value ?? 0, language);
          if (type === 'page') return _(selected ? 'books.pages.current' : 'books.pages.page', { page: pageText });
          // An ellipsis is no control: it has no name of its own, and no message.
          if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
          return _(`books.pages.${type}`);
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            page={item.type === 'page' && item.page !== null ? formatCount(item.page, language) : item.page}
          />
        )}
      />
    </Box>
  );
}
