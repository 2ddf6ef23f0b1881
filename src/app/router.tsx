import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { AdminPanel } from '../features/admin';
import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

type PageModule = { default: ComponentType };

/** A route whose screen is its own chunk (route-level code splitting), optionally behind the login guard. */
function page(load: () => Promise<PageModule>, options: { auth?: boolean } = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Screen } = await load();
      const wrap = (children: ReactNode) => (options.auth ? <RequireAuth>{children}</RequireAuth> : children);
      return { Component: () => wrap(<Screen />) };
    },
  };
}

/**
 * SPEC.md §2's route table. Header and footer come from Layout; /cpanel has its own frame. A failed chunk or a
 * render error below shows RouteError.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <Loading />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/home/HomePage')) },
      { path: '/books', ...page(() => import('../features/books/BookListPage')) },
      { path: '/books/:id', ...page(() => import('../features/books/BookDetailPage'), { auth: true }) },
      { path: '/aboutus', ...page(() => import('../features/home/AboutPage')) },
      { path: '/contactus', ...page(() => import('../features/contacts/ContactPage')) },
      { path: '/signin', ...page(() => import('../features/auth/SignInPage')) },
      { path: '/signup', ...page(() => import('../features/auth/SignUpPage')) },
      { path: '/profile', ...page(() => import('../features/profile/ProfilePage'), { auth: true }) },
      { path: '/checkout/:id', ...page(() => import('../features/checkout/CheckoutPage'), { auth: true }) },
      { path: '/ssl-payment-success', ...page(() => import('../features/checkout/PaymentSuccessPage'), { auth: true }) },
      { path: '/payment/failed', ...page(() => import('../features/checkout/PaymentFailedPage'), { auth: true }) },
      { path: '/payment/cancelled', ...page(() => import('../features/checkout/PaymentCancelledPage'), { auth: true }) },
      { path: '/mybooks', ...page(() => import('../features/orders/MyBooksPage'), { auth: true }) },
      { path: '*', ...page(() => import('../components/NotFound')) },
    ],
  },
  // The control panel: its own frame (no header or footer), one lazy chunk loaded only after both guards pass.
  {
    path: '/cpanel/*',
    errorElement: <RouteError />,
    element: (
      <RequireAuth>
        <RequireAdmin>
          <Suspense fallback={<Loading />}>
            <AdminPanel />
          </Suspense>
        </RequireAdmin>
      </RequireAuth>
    ),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
