import { Box, Typography } from '@mui/material';
import { BelowTheFold } from '../../components/BelowTheFold';
import { visuallyHidden } from '../../lib/a11y';
import { useHashScroll } from '../../lib/useHashScroll';
import { AboutBlock } from './AboutBlock';
import { CustomerReviews } from './CustomerReviews';
import { HeroBanner } from './HeroBanner';
import { HeroSlider } from './HeroSlider';
import { Newsletter } from './Newsletter';
import { TopBooks } from './TopBooks';

/** / — SPEC.md §2 Home: the six stacked sections. */
export default function HomePage() {
  useHashScroll(); // /#reviews (the footer's Testimonial link) and /#about
  return (
    <Box>
      <Typography component="h1" sx={visuallyHidden}>
        Boipoka — books delivered across Bangladesh
      </Typography>
      <HeroSlider />
      <HeroBanner />
      {/* Below the hero on a phone: each section is built as the shopper scrolls near it (issue 11). */}
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
