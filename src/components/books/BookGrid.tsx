import { memo, useDeferredValue, type ReactNode } from 'react';
import { Grid, useTheme, type Breakpoint } from '@mui/material';
import type { Book } from '../../../domain/types';
import { useHydrating } from '../../lib/serverPage';
import { BelowTheFold } from '../BelowTheFold';
import { ErrorState } from '../ErrorState';
import { BOOK_CARD_HEIGHT, BookCard, BookCardSkeleton, type BookCardProps } from './BookCard';

type GridSize = Partial<Record<Breakpoint, number>>;

const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

// Reading the window's width while React renders would make the browser lay the page out then and there: it is read
// once (when this module loads) and again only after a resize.
let windowWidth: number | undefined;
const readWindowWidth = () =>
  (windowWidth ??= typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth);
if (typeof window !== 'undefined') {
  readWindowWidth();
  window.addEventListener('resize', () => (windowWidth = undefined), { passive: true });
}

/**
 * How many cards the grid's first row holds in a window `width` wide (its `size` per breakpoint, out of 12 columns).
 */
function firstRowCount(size: GridSize, breakpointWidths: Record<Breakpoint, number>, width: number): number {
  let span = 12;
  for (const breakpoint of BREAKPOINTS) {
    if (width >= breakpointWidths[breakpoint] && size[breakpoint] !== undefined) span = size[breakpoint];
  }
  return Math.max(1, Math.floor(12 / span));
}

const NONE: ReadonlySet<string> = new Set();
const NO_BOOKS: readonly Book[] = [];

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
  /** Columns per breakpoint: a constant, or the grid renders again with every render of its page. */
  size: GridSize;
  /** The ids the shopper has bought; null while not known (the cards are drawn neutral). */
  purchased?: ReadonlySet<string> | null;
  headingLevel?: BookCardProps['headingLevel'];
  /** How many leading cards load their cover at once (above the fold). */
  eager?: number;
  /** A newer page is on its way: the cards shown are dimmed. */
  stale?: boolean;
}

/** A grid of book cards with its loading, error, empty and list states (the book list, related books, top books). */
export function BookGrid({
  books: booksNow,
  loading: loadingNow,
  failed,
  onRetry,
  empty,
  loadingLabel,
  skeletons,
  size,
  purchased: purchasedNow = NONE,
  headingLevel = 'h3',
  eager = 0,
  stale = false,
}: BookGridProps) {
  // The list arrives through the store, whose updates React renders synchronously: a grid of cards was one long
  // task on a slow phone (Lighthouse's Total Blocking Time). Deferred, the cards render in interruptible slices
  // while the previous state (usually the skeletons) stays on screen.
  // Every empty list is the same value: a parent's fresh `[]` is no change to render.
  const books = useDeferredValue(booksNow.length === 0 ? NO_BOOKS : booksNow);
  const loading = useDeferredValue(loadingNow);
  // So do the shopper's purchases: the store's update renders only the page around the grid at once, and the cards
  // (memoised) take their new state in the deferred render that follows.
  const purchased = useDeferredValue(purchasedNow);
  // Only the first row is built with the page (on a phone, one card); the cards below wait until they come near. The
  // server knows no width: it renders the widest first row, and so does hydration. A card shown then stays.
  const firstRow = firstRowCount(
    size,
    useTheme().breakpoints.values,
    useHydrating() ? Number.POSITIVE_INFINITY : readWindowWidth(),
  );
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!loading && books.length === 0) return <>{empty}</>;
  return (
    <GridOfCards
      books={books}
      loading={loading}
      loadingLabel={loadingLabel}
      skeletons={Math.min(skeletons, 2 * firstRow)}
      size={size}
      purchased={purchased}
      headingLevel={headingLevel}
      eager={eager}
      firstRow={firstRow}
      stale={stale}
    />
  );
}

type GridOfCardsProps = Required<
  Pick<BookGridProps, 'books' | 'loading' | 'loadingLabel' | 'skeletons' | 'size' | 'headingLevel' | 'eager' | 'stale'>
> & { purchased: ReadonlySet<string> | null; firstRow: number };

/**
 * The skeletons or the cards. Memoised, as useDeferredValue needs: the store's update first renders the grid at once
 * with the previous values, and only a memoised child skips that render.
 */
const GridOfCards = memo(function GridOfCards({
  books,
  loading,
  loadingLabel,
  skeletons,
  size,
  purchased,
  headingLevel,
  eager,
  firstRow,
  stale,
}: GridOfCardsProps) {
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
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, ...(stale && { opacity: 0.6 }), transition: 'opacity .2s' }}
    >
      {books.map((book, index) => (
        <Grid key={book._id} size={size} component="li">
          <BelowTheFold height={BOOK_CARD_HEIGHT} shown={index < firstRow}>
            <BookCard
              book={book}
              purchased={purchased ? purchased.has(book._id) : null}
              headingLevel={headingLevel}
              eager={index < eager}
            />
          </BelowTheFold>
        </Grid>
      ))}
    </Grid>
  );
});
