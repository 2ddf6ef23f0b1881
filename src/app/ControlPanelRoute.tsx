import { Suspense } from 'react';
import { Loading } from '../components/Loading';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { AdminPanel } from '../features/admin';

/**
 * /cpanel/*: its own frame (no header or footer), behind the login and admin guards; the panel's chunk loads only
 * after both pass. This module is itself lazy (router.tsx): the admin guard and its alert are for /cpanel only.
 */
export default function ControlPanelRoute() {
  return (
    <RequireAuth>
      <RequireAdmin>
        <Suspense fallback={<Loading />}>
          <AdminPanel />
        </Suspense>
      </RequireAdmin>
    </RequireAuth>
  );
}
