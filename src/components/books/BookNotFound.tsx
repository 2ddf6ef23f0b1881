import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { messages } from '../../lib/messages';
import { EmptyState } from '../EmptyState';

/** What a page about one book shows when there is no such book (404): the book detail and its checkout. */
export function BookNotFound() {
  return (
    <EmptyState
      title="Book not found"
      hint={messages.bookNotFound}
      action={
        <Button component={RouterLink} to="/books" variant="contained">
          See all books
        </Button>
      }
    />
  );
}
