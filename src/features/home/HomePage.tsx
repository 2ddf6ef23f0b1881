import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Typography } from '@mui/material';
import { BelowTheFold } from '../../components/BelowTheFold';
import { visuallyHidden } from '../../lib/a11y';
import { lazyNamed } from '../../lib/lazyNamed';
import { whenIdle } from '../../lib/idleAndViewport';
import { useHashScroll } from '../../lib/useHashScroll';
import { AboutBlock } from './AboutBlock';
import { CustomerReviews } from './CustomerReviews';
import { HeroBanner } from './HeroBanner';
import { HeroSlider } from './HeroSlider';
import { TopBooks } from './TopBooks';

// The newsletter's form fields (MUI's input stack, ~7 kB gzip) are not on the first screen: their own chunk, fetched
// once the browser is idle and built when the shopper scrolls near them.
const Newsletter = lazyNamed(() => import('./Newsletter'), 'Newsletter');

/** / — SPEC.md §2 Home: the six stacked sections. */
export default function HomePage() {
  const { _ } = useLingui();
  useHashScroll(); // /#reviews (the footer's Testimonial link) and /#about
  useEffect(() => whenIdle(Newsletter.preload, 3000), []);
  return (
    <Box>
      <Typography component="h1" sx={visuallyHidden}>
        {_('home.page.heading')}
      </Typography>
      <HeroSlider />
      <HeroBanner />
      {/* Below the hero on a phone: each section is built as the shopper scrolls near it. */}
      <BelowTheFold height={900}>
        <TopBooks />
      </BelowTheFold>
      <BelowTheFold height={420}>
        <Newsletter />
      </BelowTheFold>
      <BelowTheFold height={800} anchors={['#about']}>
        <AboutBlock />
      </BelowTheFold>
      <BelowTheFold height={520} anchors={['#reviews']}>
        <CustomerReviews />
      </BelowTheFold>
    </Box>
  );
}
