import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Box, Button, Typography } from '@mui/material';
import { BookGrid } from '../../components/books/BookGrid';
import { EmptyState } from '../../components/EmptyState';
import { useRelatedBooksQuery } from '../../store/booksApi';

const RELATED_GRID = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/** Books of the same category as the book page's, below its details. */
export function RelatedBooks({ id, purchased }: { id: string; purchased: ReadonlySet<string> | null }) {
  const { _ } = useLingui();
  const { data, isLoading, isError, refetch } = useRelatedBooksQuery(id);
  const content = (
    <BookGrid
      books={data ?? []}
      loading={isLoading}
      failed={!isLoading && (isError || !data)}
      onRetry={refetch}
      empty={
        <EmptyState
          title={_('books.related.empty')}
          illustration={false}
          action={
            <Button component={RouterLink} to="/books">
              {_('books.related.browseAll')}
            </Button>
          }
        />
      }
      loadingLabel={_('books.related.loading')}
      skeletons={4}
      size={RELATED_GRID}
      purchased={purchased}
      headingLevel="h3"
    />
  );
  return (
    <Box component="section" aria-labelledby="related-heading" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="related-heading" variant="h4" component="h2" sx={{ mb: 3, color: 'primary.main' }}>
        {_('books.related.title')}
      </Typography>
      {content}
    </Box>
  );
}
