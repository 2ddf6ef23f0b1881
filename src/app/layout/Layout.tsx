import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { BelowTheFold } from '../../components/BelowTheFold';
import { Loading } from '../../components/Loading';
import { OfflineBanner } from '../../components/OfflineBanner';
import { lazyNamed } from '../../lib/lazyNamed';
import { whenIdle } from '../../lib/idleAndViewport';
import { RouteErrorBoundary } from '../RouteError';
import { Navbar } from './Navbar';
import { useScrollRestoration } from './useScrollRestoration';
import { useLingui } from '@lingui/react';

// Below the fold on every screen: the footer (its links, icons and clock) is its own chunk, fetched once the browser
// is idle and rendered when the shopper scrolls near it.
const Footer = lazyNamed(() => import('../../components/layout/Footer'), 'Footer');

/** The storefront frame: navbar, the routed page, footer. The control panel has its own frame. */
export function Layout() {
  const { _ } = useLingui();
  useScrollRestoration();
  useEffect(() => whenIdle(Footer.preload, 3000), []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {_('common.nav.skipToContent')}
      </a>
      <Navbar />
      <OfflineBanner />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of showing and then
          being pushed down by the page (Lighthouse measured that shift as CLS 0.3 on the book page). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <RouteErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      {/* Right below a page that is at least a screen tall: built once it is actually scrolled to (its chunk is
          fetched ahead), so that it never joins the page's first render. */}
      <BelowTheFold height={480} ahead="0px">
        <Footer />
      </BelowTheFold>
    </Box>
  );
}
