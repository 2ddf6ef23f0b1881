import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from './user-event';
import HomePage from '../../src/features/home/HomePage';
import { HeroSlider } from '../../src/features/home/HeroSlider';
import { TopBooks } from '../../src/features/home/TopBooks';
import { CustomerReviews } from '../../src/features/home/CustomerReviews';
import { Newsletter } from '../../src/features/home/Newsletter';
import {
  heroSlides,
  heroSliderSettings,
  reviewsBreakpoints,
  reviewsSwiperConfig,
  TOP_BOOKS_QUERY,
} from '../../src/features/home/homeConfig';
import { t } from './i18n';
import { listResponse, makeBooks, makeReview } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { OnScreenObserver } from './observers';
import { renderWithProviders } from './render';
import { backToEnglish, latinWords, showInBangla } from './bangla';
import { AboutBlock } from '../../src/features/home/AboutBlock';

function serveTopBooks(count: number, total = count) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/books`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(listResponse(makeBooks(count), total));
    }),
  );
  return requests;
}

const serveReviews = (reviews = [makeReview()]) =>
  server.use(http.get(`${API}/reviews`, () => HttpResponse.json({ data: { result: reviews } })));

describe('Home: hero slider and reviews carousel settings (SPEC.md §2, §9)', () => {
  it('has the five slides with their titles, descriptions and generated backgrounds', () => {
    expect(heroSlides.map((s) => t(s.title))).toEqual([
      'Literary Haven',
      'Pages Unbound',
      'E-Read Escapade',
      'Novel Nook',
      'Digital Bookshelf',
    ]);
    for (const slide of heroSlides) {
      expect(t(slide.description).length).toBeGreaterThan(40);
      expect(slide.image).toMatch(/^\/hero\/[a-z-]+\.svg$/);
    }
  });

  it('slides with dots, no arrows, autoplay 5000 ms, 500 ms speed, infinite, one slide, adaptive height', () => {
    expect(heroSliderSettings).toMatchObject({
      dots: true,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 5000,
      speed: 500,
      infinite: true,
      slidesToShow: 1,
      slidesToScroll: 1,
      adaptiveHeight: true,
    });
  });

  it('reviews: autoplay 3000 not stopped by interaction, loop, clickable pagination, grab cursor, 30 px, SPEC breakpoints', () => {
    expect(reviewsBreakpoints).toEqual({
      380: { slidesPerView: 1 },
      640: { slidesPerView: 2 },
      768: { slidesPerView: 2 },
      1024: { slidesPerView: 3 },
    });
    expect(reviewsSwiperConfig).toMatchObject({
      autoplay: { delay: 3000, disableOnInteraction: false },
      loop: true,
      pagination: { clickable: true },
      grabCursor: true,
      spaceBetween: 30,
      breakpoints: reviewsBreakpoints,
    });
  });

  it('asks for the top books with sort=top and limit=4', () => {
    expect(TOP_BOOKS_QUERY).toEqual({ sort: 'top', limit: 4 });
  });
});

describe('Home: Our Top Books', () => {
  it('shows skeletons, then 3 of 4 books and See More Books to /books', async () => {
    const requests = serveTopBooks(4, 56);
    renderWithProviders(<TopBooks />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Top Books' })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(3);
    await screen.findByText('Book number 1');
    // The cards after the first row are built as they come near the screen (here at once: jsdom has no layout).
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(screen.queryByText('Book number 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See More Books' })).toHaveAttribute('href', '/books');
    expect(requests[0].searchParams.get('sort')).toBe('top');
    expect(requests[0].searchParams.get('limit')).toBe('4');
  });

  it('has no See More Books with 3 books or fewer', async () => {
    serveTopBooks(3, 3);
    renderWithProviders(<TopBooks />);
    await screen.findByText('Book number 3');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(screen.queryByRole('link', { name: 'See More Books' })).not.toBeInTheDocument();
  });

  it('says so when there are no books, and offers Retry when the request fails', async () => {
    serveTopBooks(0, 0);
    const first = renderWithProviders(<TopBooks />);
    expect(await screen.findByText(t('home.topBooks.empty'))).toBeInTheDocument();
    first.unmount();

    server.use(http.get(`${API}/books`, () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<TopBooks />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Home: Our Customers Review', () => {
  // jsdom has no layout: the section counts as on screen, so the carousel is built (see the last test for the rest).
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loading indicator, then cards with the 150-character cut, stars and "(4.5)"', async () => {
    const long = 'R'.repeat(150) + 'SHOULD-NOT-SHOW';
    serveReviews([
      makeReview({ review: long, rating: 4.5, name: 'Rafiq Ahmed', product_name: 'The Songs of Padma River' }),
    ]);
    renderWithProviders(<CustomerReviews />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const text = await screen.findByTestId('review-text');
    expect(text.textContent).toBe('R'.repeat(150) + '...');
    expect(screen.getByText('(4.5)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Rafiq Ahmed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'The Songs of Padma River' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Cover of The Songs of Padma River' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '60');
    // react-star-ratings draws five stars.
    expect(document.querySelectorAll('.star-container')).toHaveLength(5);
  });

  it('keeps a short review whole', async () => {
    serveReviews([makeReview({ review: 'Short and sweet.', rating: 5 })]);
    renderWithProviders(<CustomerReviews />);
    expect(await screen.findByTestId('review-text')).toHaveTextContent(/^Short and sweet\.$/);
    expect(screen.getByText('(5)')).toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    serveReviews([]);
    renderWithProviders(<CustomerReviews />);
    expect(await screen.findByText(t('home.reviews.empty'))).toBeInTheDocument();
  });
});

describe('Home: newsletter', () => {
  it('is a labelled form that sends nothing and says the sign-up opens soon', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Newsletter />);
    expect(screen.getByRole('heading', { name: "Don't miss out!" })).toBeInTheDocument();
    expect(screen.getByText(/once a week, every Friday/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAttribute('placeholder', 'Email Address');
    await user.type(input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent(t('home.newsletter.soon'));
  });
});

/** The page still loading: react-slick waits for the load event (HeroSlider), so the first slide and its dots stay. */
function pageStillLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => void delete (document as { readyState?: string }).readyState;
}

describe('HomePage', () => {
  it('stacks the sections in order, with the about block as the Explore More target', async () => {
    serveTopBooks(4, 10);
    serveReviews();
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const loaded = pageStillLoading();
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The first slide paints at once with a dot per slide; react-slick (its own chunk, issue 11) takes over when a
    // dot is pressed (or the first slide is due to change) and builds each slide when it is about to be shown.
    expect(screen.getByRole('heading', { level: 2, name: 'Literary Haven' })).toBeInTheDocument();
    const dots = Array.from(document.querySelectorAll<HTMLButtonElement>('.slick-dots button'));
    expect(dots).toHaveLength(heroSlides.length);
    expect(document.querySelector('.slick-slider')).toBeNull();
    expect(
      screen.queryByRole('heading', { level: 2, hidden: true, name: t(heroSlides[2].title) }),
    ).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: "Don't miss out!" }); // the newsletter is its own chunk
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s[0]).toBe('Literary Haven');
    const order = [
      "Act Before It's Too Late!",
      'Our Top Books',
      "Don't miss out!",
      'More than 10 years of service in book selling',
      'Our Customers Review',
    ];
    expect(h2s.filter((t) => order.includes(t ?? ''))).toEqual(order);

    const about = document.getElementById('about')!;
    expect(within(about).getByText('20K+')).toBeInTheDocument();
    expect(within(about).getByText('8K+')).toBeInTheDocument();
    expect(within(about).getByText('15K+')).toBeInTheDocument();
    expect(within(about).getByText('Recently listed parts')).toBeInTheDocument();
    expect(within(about).getByText('Active listening')).toBeInTheDocument();
    expect(within(about).getByText('Recently sold parts')).toBeInTheDocument();
    expect(document.getElementById('reviews')).not.toBeNull();

    const explore = screen.getByRole('link', { name: 'Explore More' });
    expect(explore).toHaveAttribute('href', '#about');
    await user.click(explore);
    await waitFor(() => expect(about).toHaveFocus());

    await screen.findByText('Book number 1');
    await screen.findByTestId('review-text');

    // A keyboard user presses the third dot before the carousel has come.
    dots[2].focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findAllByRole('heading', { level: 2, hidden: true, name: t(heroSlides[2].title) }),
    ).not.toHaveLength(0);
    // react-slick starts on the slide whose dot was pressed, and that dot of its own keeps the keyboard focus.
    await waitFor(() =>
      expect(document.querySelector('.slick-slider .slick-dots li.slick-active button')).toHaveFocus(),
    );
    expect(document.querySelector('.slick-dots li.slick-active button')).toHaveTextContent('3');
    vi.unstubAllGlobals();
    loaded();
  });
});

describe('Home: work kept off the first paint', () => {
  it('starts react-slick when a pointer reaches the hero, and not before (while the page loads)', async () => {
    const loaded = pageStillLoading();
    renderWithProviders(<HeroSlider />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.slick-slider')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured collections' }));
    await waitFor(() => expect(document.querySelector('.slick-slider.slick-initialized')).not.toBeNull());
    expect(document.querySelector('.slick-dots li.slick-active button')).toHaveTextContent('1');
    loaded();
  });

  it('starts react-slick by itself once the page has loaded and the browser is idle', async () => {
    renderWithProviders(<HeroSlider />);
    await waitFor(() => expect(document.querySelector('.slick-slider.slick-initialized')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(document.querySelector('.slick-dots li.slick-active button')).toHaveTextContent('1');
  });

  it('builds the reviews carousel only once the section is near the screen', async () => {
    serveReviews([makeReview({ review: 'Short and sweet.', rating: 5 })]);
    let reportVisible: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportVisible = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderWithProviders(<CustomerReviews />);
    await waitFor(() => expect(reportVisible).toBeDefined());
    // The reviews have arrived (the request is made at once), but the far-away section still waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('review-text')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading reviews' })).toBeInTheDocument();
    act(() => reportVisible!([{ isIntersecting: true }]));
    expect(await screen.findByTestId('review-text')).toHaveTextContent('Short and sweet.');
    vi.unstubAllGlobals();
  });
});

describe('Home in Bangla', () => {
  beforeEach(() => showInBangla('home'));
  afterEach(backToEnglish);

  it('shows the hero, the banner and the about block in Bangla, with Bengali digits', async () => {
    const loaded = pageStillLoading();
    renderWithProviders(<HeroSlider />);
    expect(screen.getByRole('heading', { level: 2, name: 'সাহিত্যের আঙিনা' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '৫টির মধ্যে ১: সাহিত্যের আঙিনা' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'বাছাই করা সংগ্রহ' })).toBeInTheDocument();
    const dots = Array.from(document.querySelectorAll('.slick-dots button'), (dot) => dot.textContent);
    expect(dots).toEqual(['১', '২', '৩', '৪', '৫']);
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
    loaded();
  });

  it('writes the marketing figures in Bangla', () => {
    renderWithProviders(<AboutBlock />);
    const about = document.getElementById('about')!;
    expect(within(about).getByRole('heading', { level: 2 })).toHaveTextContent('বই বিক্রিতে ১০ বছরেরও বেশি');
    expect(within(about).getByText('২০ হাজার+')).toBeInTheDocument();
    expect(within(about).getByText('সম্প্রতি বিক্রি হওয়া বই')).toBeInTheDocument();
    expect(latinWords(about.textContent ?? '')).toEqual([]);
  });

  it('shows a review card with its rating in Bengali digits', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    serveReviews([makeReview({ rating: 4.5 })]);
    renderWithProviders(<CustomerReviews />);
    expect(screen.getByRole('heading', { level: 2, name: 'পাঠকদের মতামত' })).toBeInTheDocument();
    await screen.findByTestId('review-text');
    expect(screen.getByText('(৪.৫)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '৫-এর মধ্যে রেটিং ৪.৫' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The Songs of Padma River বইয়ের প্রচ্ছদ' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says the newsletter opens soon, in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Newsletter />);
    const input = screen.getByRole('textbox', { name: 'ই-মেইল ঠিকানা' });
    await user.type(input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'সাবস্ক্রাইব' }));
    expect(screen.getByRole('status')).toHaveTextContent('শিগগিরই চালু হবে');
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
