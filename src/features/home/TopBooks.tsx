import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { HOME_TOP_BOOKS } from '../../../domain/limits';
import { BookGrid } from '../../components/books/BookGrid';
import { EmptyState } from '../../components/EmptyState';
import { useListBooksQuery, usePurchasedBookIds } from '../../store/booksApi';
import { TOP_BOOKS_QUERY } from './homeConfig';

/** 1 column on small screens, 2 on medium, 3 on large (SPEC.md §2). */
const GRID_SIZE = { xs: 12, md: 6, lg: 4 } as const;

/** Home section 3: the three best sellers and 'See More Books' when the shop has more than three. */
export function TopBooks() {
  const { _ } = useLingui();
  const purchased = usePurchasedBookIds();
  const { data, isLoading, isError, refetch } = useListBooksQuery(TOP_BOOKS_QUERY);
  const books = useMemo(() => data?.result.slice(0, HOME_TOP_BOOKS) ?? [], [data]);

  const content = (
    <BookGrid
      books={books}
      loading={isLoading}
      failed={!isLoading && (isError || !data)}
      onRetry={refetch}
      empty={<EmptyState title={_('home.topBooks.empty')} />}
      loadingLabel={_('home.topBooks.loading')}
      skeletons={HOME_TOP_BOOKS}
      size={GRID_SIZE}
      purchased={purchased}
      headingLevel="h3"
    />
  );

  return (
    <Box component="section" aria-labelledby="top-books-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography
          id="top-books-heading"
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', color: 'primary.main', mb: 1 }}
        >
          {_('home.topBooks.title')}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4 }}>
          {_('home.topBooks.subtitle')}
        </Typography>
        {content}
        {data && data.totalBooks > HOME_TOP_BOOKS && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component={RouterLink} to="/books" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              {_('home.topBooks.seeMore')}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
