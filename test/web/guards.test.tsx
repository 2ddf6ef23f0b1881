import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { RequireAdmin } from '../../src/features/auth/RequireAdmin';
import { RequireAuth } from '../../src/features/auth/RequireAuth';
import { reasonText, returnPath } from '../../src/features/auth/returnPath';
import { t } from './i18n';
import { authState, renderWithProviders, signedInUser } from './render';

function SignInProbe() {
  const location = useLocation();
  return (
    <>
      <p>sign-in page, from {returnPath(location.search)}</p>
      <p data-testid="reason">{t(reasonText(location.search) ?? '')}</p>
    </>
  );
}

const signInRoute = [{ path: '/signin', element: <SignInProbe /> }];

describe('login guard', () => {
  it('shows a loader while the signed-in state is loading', () => {
    renderWithProviders(<RequireAuth>secret page</RequireAuth>, {
      preloadedState: { auth: authState({ loading: true }) },
      route: '/profile',
      path: '/profile',
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('redirects a signed-out visitor to /signin, replacing history and remembering the origin', async () => {
    const { router } = renderWithProviders(<RequireAuth>secret page</RequireAuth>, {
      preloadedState: { auth: authState() },
      route: '/profile',
      path: '/profile',
      routes: signInRoute,
    });
    expect(await screen.findByText('sign-in page, from /profile')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('reason')).toHaveTextContent(t('auth.signin.reason.page'));
  });

  it("tells a visitor sent away from a book's page why, and draws nothing of the page first", async () => {
    const drawn: string[] = [];
    const Book = () => (drawn.push('book'), (<p>the book</p>));
    renderWithProviders(
      <RequireAuth>
        <Book />
      </RequireAuth>,
      { preloadedState: { auth: authState() }, route: '/books/abc', path: '/books/:id', routes: signInRoute },
    );
    expect(await screen.findByTestId('reason')).toHaveTextContent('Please sign in to see this book.');
    expect(drawn).toEqual([]);
  });

  it('shows the page to a signed-in user', () => {
    renderWithProviders(<RequireAuth>secret page</RequireAuth>, {
      preloadedState: { auth: authState({ user: signedInUser, accessToken: 't' }) },
      route: '/profile',
      path: '/profile',
    });
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('sends a signed-in non-admin to /signin and clears the stored access token', async () => {
    localStorage.setItem('accessToken', 'token-of-customer');
    // What the page showed on the way (React commits the line before the effect that signs out).
    const alerts: string[] = [];
    const watcher = new MutationObserver((records) =>
      records
        .flatMap((record) => Array.from(record.addedNodes))
        .forEach(
          (node) => node instanceof Element && node.matches('[role="alert"]') && alerts.push(node.textContent ?? ''),
        ),
    );
    watcher.observe(document.body, { childList: true, subtree: true });
    const { store } = renderWithProviders(<RequireAdmin>control panel</RequireAdmin>, {
      preloadedState: { auth: authState({ user: signedInUser, accessToken: 'token-of-customer', isAdmin: false }) },
      route: '/cpanel',
      path: '/cpanel',
      routes: signInRoute,
    });
    // Told why before the sign-out, then sent to /signin, where the line stays.
    expect(await screen.findByText('sign-in page, from /cpanel')).toBeInTheDocument();
    watcher.disconnect();
    expect(alerts).toContain(t('common.guard.adminOnly'));
    expect(screen.getByTestId('reason')).toHaveTextContent(t('auth.signin.reason.adminOnly'));
    expect(screen.queryByText('control panel')).not.toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  });

  it('shows a loader while loading and the panel to an admin', () => {
    const { unmount } = renderWithProviders(<RequireAdmin>control panel</RequireAdmin>, {
      preloadedState: { auth: authState({ loading: true }) },
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RequireAdmin>control panel</RequireAdmin>, {
      preloadedState: { auth: authState({ user: signedInUser, accessToken: 't', isAdmin: true }) },
    });
    expect(screen.getByText('control panel')).toBeInTheDocument();
  });
});
