import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { AdminPanel } from '../features/admin';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';

// Every screen is its own chunk (route-level code splitting). Routes are declared as elements (<Routes>) rather than
// with createBrowserRouter: the data router (loaders, actions, fetchers — none used here) is ≈18 kB gzip of the
// shell's first load (issue 11's budget). Layout shows a Suspense fallback while a chunk loads and RouteError if a
// chunk fails or a screen throws.
const HomePage = lazy(() => import('../features/home/HomePage'));
const BookListPage = lazy(() => import('../features/books/BookListPage'));
const BookDetailPage = lazy(() => import('../features/books/BookDetailPage'));
const AboutPage = lazy(() => import('../features/home/AboutPage'));
const ContactPage = lazy(() => import('../features/contacts/ContactPage'));
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const PaymentSuccessPage = lazy(() => import('../features/checkout/PaymentSuccessPage'));
const PaymentFailedPage = lazy(() => import('../features/checkout/PaymentFailedPage'));
const PaymentCancelledPage = lazy(() => import('../features/checkout/PaymentCancelledPage'));
const MyBooksPage = lazy(() => import('../features/orders/MyBooksPage'));
const NotFound = lazy(() => import('../components/NotFound'));

const signedIn = (screen: ReactNode) => <RequireAuth>{screen}</RequireAuth>;

/** SPEC.md §2's route table. Header and footer come from Layout; /cpanel has its own frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/books" element={<BookListPage />} />
        <Route path="/books/:id" element={signedIn(<BookDetailPage />)} />
        <Route path="/aboutus" element={<AboutPage />} />
        <Route path="/contactus" element={<ContactPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/profile" element={signedIn(<ProfilePage />)} />
        <Route path="/checkout/:id" element={signedIn(<CheckoutPage />)} />
        <Route path="/ssl-payment-success" element={signedIn(<PaymentSuccessPage />)} />
        <Route path="/payment/failed" element={signedIn(<PaymentFailedPage />)} />
        <Route path="/payment/cancelled" element={signedIn(<PaymentCancelledPage />)} />
        <Route path="/mybooks" element={signedIn(<MyBooksPage />)} />
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* The control panel: its own frame (no header or footer), one lazy chunk loaded only after both guards pass. */}
      <Route
        path="/cpanel/*"
        element={
          <RouteErrorBoundary>
            <RequireAuth>
              <RequireAdmin>
                <Suspense fallback={<Loading />}>
                  <AdminPanel />
                </Suspense>
              </RequireAdmin>
            </RequireAuth>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
