import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../../src/app/provider';
import { makeStore } from '../../src/app/store';
import type { AppStore, RootState } from '../../src/store/store';
import type { AuthState, AuthUser } from '../../src/store/session';

export const signedInUser: AuthUser = {
  uid: 'uid-customer',
  email: 'customer@boipoka.test',
  displayName: 'Nusrat Jahan',
  photoURL: null,
  emailVerified: true,
  providerId: 'password',
};

export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return { user: null, accessToken: null, isAdmin: false, loading: false, ...overrides };
}

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (default '*'); extra routes let a test see where it navigated. */
  path?: string;
  routes?: RouteObject[];
}

/**
 * Renders inside the app's own provider tree (store, theme, toasts) with a memory router (vite-template-redux's
 * renderWithProviders).
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path = '*',
    routes = [],
    ...renderOptions
  } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const result = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
    renderOptions,
  );
  return { store, router, ...result };
}
