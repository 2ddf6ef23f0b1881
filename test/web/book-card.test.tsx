import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from './user-event';
import { BookCard } from '../../src/components/books/BookCard';
import { makeBook } from './book-fixtures';
import { renderWithProviders } from './render';
import { t } from './i18n';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function renderCard(book = makeBook(), purchased = false) {
  return renderWithProviders(<BookCard book={book} purchased={purchased} />, {
    route: '/books',
    path: '/books',
    routes: [{ path: '/books/:id', element: <p>Detail page</p> }],
  });
}

describe('BookCard', () => {
  beforeEach(() => {
    // Only Date is faked: timers stay real so Testing Library and user-event work as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('cuts the name to 15 characters plus "...", keeping the full name as a title', () => {
    renderCard(makeBook({ name: 'The Songs of Padma River' }));
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(/^The Songs of Pa\.\.\.$/);
    expect(heading).toHaveAttribute('title', 'The Songs of Padma River');
  });

  it('keeps a name of 15 characters or fewer whole', () => {
    renderCard(makeBook({ name: 'Fifteen chars!!' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Fifteen chars!!$/);
  });

  it('cuts the description to its first 130 characters', () => {
    const description = 'x'.repeat(125) + 'ABCDEFGHIJ' + 'tail that must not show';
    renderCard(makeBook({ description }));
    const text = screen.getByTestId('book-description').textContent ?? '';
    expect(text.startsWith(description.slice(0, 130))).toBe(true);
    expect(text).not.toContain('FGHIJ');
    expect(text).not.toContain('tail');
  });

  it('cuts the sku to its first 17 characters with no ellipsis', () => {
    renderCard(makeBook({ sku: 'SKU-1732100000000-ab12cd' }));
    expect(screen.getByTestId('book-sku')).toHaveTextContent(/^SKU-1732100000000$/);
  });

  it('shows the category, "Stock:", the taka price and the two fixed labels', () => {
    renderCard(makeBook({ stock: 7, price: 1250.5, category: 'History' }));
    expect(screen.getByText('History')).toBeInTheDocument();
    expect(screen.getByText('Stock: 7')).toBeInTheDocument();
    expect(screen.getByTestId('book-price')).toHaveTextContent('৳ 1,250.50');
    expect(screen.getByText('12 months warranty')).toBeInTheDocument();
    expect(screen.getByText('Complete box')).toBeInTheDocument();
  });

  it.each([
    [1 * MINUTE, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [1 * HOUR, '1 hour ago'],
    [3 * HOUR + 20 * MINUTE, '3 hours ago'],
    [1 * DAY, '1 day ago'],
    [5 * DAY + 2 * HOUR, '5 days ago'],
  ])('shows the time since creation with correct plurals (%i ms → %s)', (elapsed, text) => {
    renderCard(makeBook({ createdAt: ago(elapsed) }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the cover with width, height and lazy loading', () => {
    renderCard();
    const img = screen.getByRole('img', { name: 'Cover of The Songs of Padma River' });
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('is one link to /books/{id} with a sensible name; clicking it opens the book', async () => {
    const user = userEvent.setup();
    const book = makeBook();
    const { router } = renderCard(book);
    const link = screen.getByRole('link', {
      name: /The Songs of Padma River, by Manik Bandopadhyay, Bangla Literature, ৳ 450\.00/,
    });
    expect(link).toHaveAttribute('href', `/books/${book._id}`);
    expect(screen.getByTestId('folded-corner')).toBeInTheDocument();
    expect(screen.queryByText(t('common.book.alreadyPurchased'))).not.toBeInTheDocument();
    // The link is laid over the whole card (a real browser's click on its text lands on it: storefront.e2e).
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/books/${book._id}`);
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('opens the book with the keyboard (Tab, Enter)', async () => {
    const user = userEvent.setup();
    const book = makeBook();
    const { router } = renderCard(book);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/books/${book._id}`);
  });

  it('when purchased: banner, dimmed, no folded corner, no link, clicks and keys do nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderCard(makeBook(), true);
    expect(screen.getByTestId('purchased-banner')).toHaveTextContent(t('common.book.alreadyPurchased'));
    expect(screen.getByTestId('purchased-banner').querySelector('svg')).not.toBeNull();
    // Dimmed: the cover (the text keeps its contrast; issue 11's Lighthouse run).
    expect(screen.getByRole('img', { name: /^Cover of / })).toHaveStyle({ opacity: '0.5' });
    expect(screen.queryByTestId('folded-corner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByText('Stock: 12'));
    await user.click(screen.getByText(t('common.book.alreadyPurchased')));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/books');
    expect(screen.queryByText('Detail page')).not.toBeInTheDocument();
  });

  it.each([
    { purchased: false, added: 'link' },
    { purchased: true, added: 'banner' },
  ])(
    'keeps the drawn body, cover included, when the purchases become known (purchased $purchased: the $added is added beside it)',
    ({ purchased }) => {
      let know!: () => void;
      function CardLearningItsState() {
        const [state, setState] = useState<boolean | null>(null);
        know = () => setState(purchased);
        return <BookCard book={makeBook()} purchased={state} />;
      }
      renderWithProviders(<CardLearningItsState />, { route: '/books', path: '/books' });
      const cover = screen.getByRole('img', { name: /^Cover of / });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      act(() => know());
      expect(screen.queryAllByRole('link')).toHaveLength(purchased ? 0 : 1);
      expect(screen.queryAllByTestId('purchased-banner')).toHaveLength(purchased ? 1 : 0);
      // The same element: React did not build the card's body again.
      expect(screen.getByRole('img', { name: /^Cover of / })).toBe(cover);
    },
  );

  it('shows the authors under the name, and Out of stock instead of the stock at 0', () => {
    renderCard(makeBook({ stock: 0, authors: ['Tasnim Ferdous', 'Rezwan Hossain'] }));
    expect(screen.getByTestId('book-authors')).toHaveTextContent('by Tasnim Ferdous, Rezwan Hossain');
    expect(screen.getByTestId('book-out-of-stock')).toHaveTextContent(t('common.book.outOfStock'));
    expect(screen.queryByText(/^Stock:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName(/Out of stock$/);
  });
});
