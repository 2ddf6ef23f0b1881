import { render, screen } from '@testing-library/react';
import userEvent from './user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../src/app/provider';
import { RouteError } from '../../src/app/RouteError';
import { routes } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { messages } from '../../src/lib/messages';

function Boom(): never {
  throw new Error('render failed');
}

function renderRoutes(child: object, reload = vi.fn()) {
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>loading</p>, errorElement: <RouteError reload={reload} />, children: [{ index: true, ...child }] }], { initialEntries: ['/'] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return reload;
}

describe('the root error page', () => {
  it("is the root route's errorElement", () => {
    expect(routes[0].errorElement).toBeTruthy();
  });

  it('turns a screen chunk that fails to download into a friendly page whose button reloads', async () => {
    const reload = renderRoutes({ lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/BookListPage.js')) });
    expect(await screen.findByRole('heading', { name: messages.crashTitle })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.crashRetry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns a render error into the same page', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes({ element: <Boom /> });
    expect(await screen.findByRole('heading', { name: messages.crashTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.crashRetry })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
