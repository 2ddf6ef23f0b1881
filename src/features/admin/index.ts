import { lazy } from 'react';
import { withMessages } from '../../lib/i18n';

/**
 * The control panel (/cpanel/*): its layout and all five pages are one lazy chunk, and the chart library is a
 * further chunk inside it, so the storefront never downloads either. Mount it behind the login and admin guards.
 */
export const AdminPanel = lazy(withMessages(['admin'], () => import('./AdminPanel')));
