import { lazy } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from './user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../src/app/provider';
import { RouteErrorBoundary } from '../../src/app/RouteError';
import { Layout } from '../../src/app/layout/Layout';
import { makeStore } from '../../src/app/store';
import { t } from './i18n';

function Boom(): never {
  throw new Error('render failed');
}

const FailingChunk = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/BookListPage.js')),
);

function renderAt(path: string, routes: React.ReactNode) {
  render(
    <AppProvider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('the error page', () => {
  it('turns a screen chunk that fails to download into a friendly page whose button reloads', async () => {
    const reload = vi.fn();
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <RouteErrorBoundary reload={reload}>
            <FailingChunk />
          </RouteErrorBoundary>
        }
      />,
    );
    expect(await screen.findByRole('heading', { name: t('common.crash.title') })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('common.crash.retry') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows in the storefront frame for a screen's render error, keeps the navbar, and clears on moving to another page", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      '/broken',
      <Route element={<Layout />}>
        <Route path="/broken" element={<Boom />} />
        <Route path="*" element={<p>a working page</p>} />
      </Route>,
    );
    expect(await screen.findByRole('heading', { name: t('common.crash.title') })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
    const navbar = screen.getByRole('banner');
    await userEvent.click(within(navbar).getAllByRole('link', { name: 'Books' })[0]);
    expect(await screen.findByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('common.crash.title') })).not.toBeInTheDocument();
    // The frame's footer too (waited for, so its lazy chunk does not finish loading after the test environment is
    // gone).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
