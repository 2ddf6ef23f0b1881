import { useDeferredValue, type ReactNode } from 'react';
import { Grid } from '@mui/material';
import type { Book } from '../../../domain/types';
import { ErrorState } from '../ErrorState';
import { BookCard, BookCardSkeleton, type BookCardProps } from './BookCard';

type GridSize = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

const NONE: ReadonlySet<string> = new Set();

interface BookGridProps {
  books: readonly Book[];
  /** Nothing to show yet: skeleton cards in the grid's shape. */
  loading: boolean;
  /** The request failed with nothing to show: an error with Retry. Checked before `loading`. */
  failed: boolean;
  onRetry: () => void;
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode;
  /** The loading grid's accessible name, e.g. 'Loading books'. */
  loadingLabel: string;
  skeletons: number;
  size: GridSize;
  /** Ids of books the signed-in user has paid for. */
  purchased?: ReadonlySet<string>;
  headingLevel?: BookCardProps['headingLevel'];
  /** How many leading cards load their cover at once (above the fold). */
  eager?: number;
  /** A newer page is on its way: the cards shown are dimmed. */
  stale?: boolean;
}

/** A grid of book cards with its loading, error, empty and list states (the book list, related books, top books). */
export function BookGrid({ books: booksNow, loading: loadingNow, failed, onRetry, empty, loadingLabel, skeletons, size, purchased = NONE, headingLevel = 'h3', eager = 0, stale = false }: BookGridProps) {
  // The list arrives through the store, whose updates React renders synchronously: a grid of cards was one long
  // task on a slow phone (Lighthouse's Total Blocking Time). Deferred, the cards render in interruptible slices
  // while the previous state (usually the skeletons) stays on screen.
  const books = useDeferredValue(booksNow);
  const loading = useDeferredValue(loadingNow);
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (loading) {
    return (
      <Grid container spacing={3} role="status" aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <Grid key={i} size={size}>
            <BookCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (books.length === 0) return <>{empty}</>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, ...(stale && { opacity: 0.6 }), transition: 'opacity .2s' }}>
      {books.map((book, index) => (
        <Grid key={book._id} size={size} component="li">
          <BookCard book={book} purchased={purchased.has(book._id)} headingLevel={headingLevel} eager={index < eager} />
        </Grid>
      ))}
    </Grid>
  );
}
