/**
 * BelowTheFold (issue 11): what is below the first screen is built when it comes near, when the address names it, or
 * when a key is pressed; BookGrid builds its first row at once and the cards below as they come near.
 */
import { lazy } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from '../../src/components/BelowTheFold';
import { BookGrid } from '../../src/components/books/BookGrid';
import { ServerPage } from '../../src/lib/serverPage';
import { makeBooks } from './book-fixtures';
import { renderWithProviders } from './render';
import { drawnByServer } from './drawn-by-server';

/** An IntersectionObserver whose elements are far below the screen until a test brings them near. */
class FarAwayObserver {
  static all: FarAwayObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FarAwayObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {}
  static bringNear() {
    for (const observer of FarAwayObserver.all)
      observer.callback(observer.elements.map((target) => ({ isIntersecting: true, target })));
  }
}

beforeEach(() => {
  FarAwayObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FarAwayObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('BelowTheFold', () => {
  it('holds the place with an empty block of the given height, then builds the section when it comes near', async () => {
    const { container } = renderWithProviders(
      <BelowTheFold height={420}>
        <section>Related books</section>
      </BelowTheFold>,
    );
    expect(screen.queryByText('Related books')).not.toBeInTheDocument();
    const placeholder = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(placeholder.style.minHeight).toBe('420px');
    act(() => FarAwayObserver.bringNear());
    expect(await screen.findByText('Related books')).toBeInTheDocument();
  });

  it('builds a section at once when the address names something in it', () => {
    renderWithProviders(
      <>
        <BelowTheFold height={500} anchors={['#about']}>
          <section id="about">About us</section>
        </BelowTheFold>
        <BelowTheFold height={500} anchors={['#reviews']}>
          <section id="reviews">Reviews</section>
        </BelowTheFold>
      </>,
      { route: '/#about', path: '/' },
    );
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
  });

  it('leaves out a section whose code fails to load, and keeps the page around it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const LostSection = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = renderWithProviders(
      <main>
        <h1>Kapalkundala</h1>
        <BelowTheFold height={600}>
          <LostSection />
        </BelowTheFold>
      </main>,
    );
    act(() => FarAwayObserver.bringNear());
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Kapalkundala' })).toBeInTheDocument();
    // React still reports the error it caught, so a broken section does not go unnoticed.
    expect(consoleError).toHaveBeenCalled();
  });

  it("hydrates the server's page of an address with a #hash as drawn, then builds the section it names", async () => {
    // The server never sees the #hash: it draws /#about as /.
    const page = (address: string) => (
      <MemoryRouter initialEntries={[address]}>
        <ServerPage renderedAt={1_700_000_000_000}>
          <BelowTheFold height={500} anchors={['#about']}>
            <section id="about">About us</section>
          </BelowTheFold>
        </ServerPage>
      </MemoryRouter>
    );
    expect(drawnByServer(page('/')).hydrate(page('/#about'))).toEqual([]);
    expect(await screen.findByText('About us')).toBeInTheDocument();
  });
});

describe('BookGrid', () => {
  it('builds the first row at once (one card on a phone) and the rest as they come near', async () => {
    vi.stubGlobal('innerWidth', 390);
    window.dispatchEvent(new Event('resize'));
    renderWithProviders(
      <BookGrid
        books={makeBooks(6)}
        loading={false}
        failed={false}
        onRetry={() => {}}
        empty={null}
        loadingLabel="Loading books"
        skeletons={8}
        size={{ xs: 12, sm: 6, md: 4, lg: 3 }}
      />,
    );
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(1);
    act(() => FarAwayObserver.bringNear());
    await vi.waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6));
  });

  it('builds a whole row of four at 1280 px and shows two rows of skeletons while loading', async () => {
    vi.stubGlobal('innerWidth', 1280);
    window.dispatchEvent(new Event('resize'));
    const props = {
      failed: false,
      onRetry: () => {},
      empty: null,
      loadingLabel: 'Loading books',
      skeletons: 12,
      size: { xs: 12, sm: 6, md: 4, lg: 3 },
    };
    const { unmount } = renderWithProviders(<BookGrid {...props} books={[]} loading />);
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(8);
    unmount();
    renderWithProviders(<BookGrid {...props} books={makeBooks(6)} loading={false} />);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});

// Last: once a key has been pressed, every section on the page is built (the flag lasts for the page's life).
describe('BelowTheFold and the keyboard', () => {
  it('builds every waiting section when a key is pressed (Tab, find in page)', async () => {
    renderWithProviders(
      <>
        <BelowTheFold height={500}>
          <a href="/books">Newsletter</a>
        </BelowTheFold>
        <BelowTheFold height={500}>
          <a href="/contact">Footer</a>
        </BelowTheFold>
      </>,
    );
    expect(screen.queryByText('Footer')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByText('Newsletter')).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});
