import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { AppRoutes } from '../../src/app/router';
import { loadScreenFor, loadScreenReads } from '../../src/app/screenRoutes';
import { makeStore } from '../../src/app/store';
import { makeBook } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

// The module's record of loaded screens lasts for the file: each test uses a screen no other test has loaded.
describe('screen routes', () => {
  it("draws a screen loaded before the first render (main.tsx loads the address's) in that render, without the route's spinner", async () => {
    await loadScreenFor('/aboutus', 'en');
    renderWithProviders(<AppRoutes />, { route: '/aboutus' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the spinner for a screen not loaded yet, then the screen', async () => {
    renderWithProviders(<AppRoutes />, { route: '/contactus' });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});

describe("a screen's first reads", () => {
  const book = makeBook({ _id: 'b0000000-0000-4000-8000-00000000d001', name: 'The Ferryman of Meghna' });
  const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };

  it("are in the store before a book page's first render, which draws the book, not its skeleton", async () => {
    server.use(http.get(`${API}/books/:id`, () => HttpResponse.json({ data: book })));
    const store = makeStore(signedIn);
    await loadScreenFor(`/books/${book._id}`, 'en');
    await store.dispatch(loadScreenReads(`/books/${book._id}`));
    renderWithProviders(<AppRoutes />, { route: `/books/${book._id}`, store });
    expect(screen.getByRole('heading', { level: 1, name: book.name })).toBeInTheDocument();
  });

  it('are waited for no longer than FIRST_READS_WAIT_MS: a slow one is left to the screen', async () => {
    server.use(http.get(`${API}/books/:id`, () => delay('infinite')));
    const store = makeStore(signedIn);
    // Without the bound this never resolves, and the test times out.
    await store.dispatch(loadScreenReads(`/books/${book._id}`));
    expect(store.getState().api.queries[`bookById("${book._id}")`]?.status).toBe('pending');
  });

  it('are none for a screen whose largest paint needs no read of its own, nor for an id that names no book', async () => {
    const store = makeStore(signedIn);
    for (const pathname of ['/books', '/aboutus', '/books/not-an-id', '/books/not-an-id/more'])
      await store.dispatch(loadScreenReads(pathname));
    expect(store.getState().api.queries).toEqual({});
  });
});
