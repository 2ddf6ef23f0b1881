import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SCREENS } from '../../domain/screens';
import { Loading } from '../components/Loading';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { AdminPanel } from '../features/admin';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';

type PageModule = { default: ComponentType };

// Every screen is its own chunk (route-level code splitting), loaded by React.lazy from the module SCREENS names.
// Routes are declared as elements (<Routes>) rather than with createBrowserRouter: the data router (loaders,
// actions, fetchers — none used here) is ≈16 kB gzip of the shell's first load (issue 11's budget). Layout shows a
// Suspense fallback while a chunk loads and RouteError if a chunk fails or a screen throws.
const pageLoaders = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '!../features/admin/**', '../components/NotFound.tsx']);
const screenRoutes = SCREENS.map(({ path, page, auth }) => {
  const load = pageLoaders[page.replace(/^src\//, '../')];
  if (!load) throw new Error(`SCREENS names ${page}, which is not a page module`);
  const Screen = lazy(load);
  const element = auth ? (
    <RequireAuth>
      <Screen />
    </RequireAuth>
  ) : (
    <Screen />
  );
  return { path, element };
});

/** SPEC.md §2's route table. Header and footer come from Layout; /cpanel has its own frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {screenRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
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
