import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';
import { screenRoutes } from './screenRoutes';
import { useDocumentTitle } from './useDocumentTitle';

const ControlPanelRoute = lazy(() => import('./ControlPanelRoute'));

/** SPEC.md §2's route table. Header and footer come from Layout; /cpanel has its own frame. */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Routes>
      <Route element={<Layout />}>
        {screenRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
      <Route
        path="/cpanel/*"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<Loading />}>
              <ControlPanelRoute />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
