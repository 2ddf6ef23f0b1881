import { lazy } from 'react';

/**
 * The control panel (/cpanel/*): its layout and all five pages are one lazy chunk, and the chart library is a
 * further chunk inside it, so the storefront never downloads either. Mount it behind the login and admin guards.
 */
export const AdminPanel = lazy(() => import('./AdminPanel'));
