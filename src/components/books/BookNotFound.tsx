import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { EmptyState } from '../EmptyState';
import { useLingui } from '@lingui/react';

/** What a page about one book shows when there is no such book (404): the book detail and its checkout. */
export function BookNotFound() {
  const { _ } = useLingui();
  return (
    <EmptyState
      title={_('common.book.notFoundTitle')}
      hint={_('common.book.notFound')}
      action={
        <Button component={RouterLink} to="/books" variant="contained">
          {_('common.book.seeAll')}
        </Button>
      }
    />
  );
}
