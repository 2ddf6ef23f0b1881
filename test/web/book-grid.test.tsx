import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from './user-event';
import { BookGrid } from '../../src/components/books/BookGrid';
import type { Book } from '../../domain/types';
import { makeBooks } from './book-fixtures';
import { renderWithProviders } from './render';

/** As the pages give it: a constant. */
const ONE_COLUMN = { xs: 12 } as const;

/**
 * Books that count the reads of one field: a card reads the name each time it renders, the grid reads the id each
 * time it lays the cards out.
 */
function countingBooks(count: number, field: 'name' | '_id' = 'name') {
  let reads = 0;
  const books = makeBooks(count).map((book) => {
    const value = book[field];
    return Object.defineProperty({ ...book }, field, {
      enumerable: true,
      get: () => {
        reads += 1;
        return value;
      },
    });
  });
  return { books, reads: () => reads };
}

/**
 * The grid as a page holds it: 'Dim' renders it again, 'Purchases arrive' gives it `arriving`, 'Again' renders the page
 * alone (a new `empty` element and a new `onRetry` for the grid).
 */
function Page({
  books,
  known,
  arriving,
}: {
  books: Book[];
  known: ReadonlySet<string> | null;
  arriving?: ReadonlySet<string>;
}) {
  const [stale, setStale] = useState(false);
  const [purchased, setPurchased] = useState(known);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setStale((now) => !now)}>
        Dim
      </button>
      <button type="button" onClick={() => setRenders((now) => now + 1)}>
        Again
      </button>
      <button type="button" onClick={() => setPurchased(arriving ?? null)}>
        Purchases arrive
      </button>
      <BookGrid
        books={books}
        loading={false}
        failed={false}
        onRetry={() => {}}
        empty={<p>{renders}</p>}
        loadingLabel="Loading books"
        skeletons={2}
        size={ONE_COLUMN}
        purchased={purchased}
        stale={stale}
      />
    </>
  );
}

describe('BookGrid', () => {
  it('does not render a card again when the grid renders and nothing about the card changed', async () => {
    const { books, reads } = countingBooks(1);
    renderWithProviders(<Page books={books} known={new Set()} />);
    expect(await screen.findByTestId('folded-corner')).toBeInTheDocument();
    const before = reads();

    await userEvent.click(screen.getByRole('button', { name: 'Dim' }));

    expect(reads()).toBe(before);
  });

  it('gives the cards the purchases once they are known, from the neutral state straight to purchased', async () => {
    const [book] = makeBooks(1);
    renderWithProviders(<Page books={[book]} known={null} arriving={new Set([book._id])} />);
    expect(await screen.findByTestId('book-card-content')).toBeInTheDocument();
    expect(screen.queryByTestId('folded-corner')).not.toBeInTheDocument();

    // Every folded corner (an available card's mark) the page drew on the way, however briefly.
    let foldedCorners = 0;
    const watcher = new MutationObserver((records) =>
      records
        .flatMap((record) => Array.from(record.addedNodes))
        .forEach((node) => {
          if (node instanceof Element && node.matches('[data-testid="folded-corner"]')) foldedCorners += 1;
        }),
    );
    watcher.observe(document.body, { childList: true, subtree: true });

    await userEvent.click(screen.getByRole('button', { name: 'Purchases arrive' }));

    expect(await screen.findByTestId('purchased-banner')).toBeInTheDocument();
    watcher.disconnect();
    expect(foldedCorners).toBe(0);
    expect(screen.queryByTestId('folded-corner')).not.toBeInTheDocument();
  });

  it('does not lay the cards out again when its page renders with the same books', async () => {
    const { books, reads } = countingBooks(3, '_id');
    renderWithProviders(<Page books={books} known={null} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    const before = reads();

    await userEvent.click(screen.getByRole('button', { name: 'Again' }));

    expect(reads()).toBe(before);
  });
});
