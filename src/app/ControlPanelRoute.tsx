import { Suspense } from 'react';
import { Loading } from '../components/Loading';
import { RequireAdmin } from '../features/auth';
import { AdminPanel } from '../features/admin';

/**
 * /cpanel/*: its own frame (no header or footer), behind the admin guard (which also sends a visitor to sign in); the
 * panel's chunk loads only after it passes. This module is itself lazy (router.tsx): the admin guard and its alert
 * are for /cpanel only.
 */
export default function ControlPanelRoute() {
  return (
    <RequireAdmin>
      <Suspense fallback={<Loading />}>
        <AdminPanel />
      </Suspense>
    </RequireAdmin>
  );
}
