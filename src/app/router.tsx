import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { AdminPanel } from '../features/admin';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';
import { screenRoutes } from './screenRoutes';

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
