import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { useAfterLoad } from '../../lib/useDeferredMount';
import { heroSlides } from './homeConfig';
import { HeroSlide } from './HeroSlide';

const HeroCarousel = lazy(() => import('./HeroCarousel'));

/** slick-theme.css gives a dotted slider 30 px below it; the first slide alone keeps the same box. */
const SLICK_DOTS_MARGIN = '30px';

/**
 * Home section 1: five static slides with a generated background, a title and a description. The first slide
 * paints at once (it is the largest paint); react-slick and its CSS arrive in their own chunk after the page has
 * loaded and take over.
 */
export function HeroSlider() {
  // The carousel (react-slick measures and clones every slide) waits for the page to load: until then the first
  // slide alone is the same picture, and the phone's CPU goes to the first paint.
  const carousel = useAfterLoad();
  const firstSlide = (
    <Box sx={{ mb: SLICK_DOTS_MARGIN }}>
      <HeroSlide slide={heroSlides[0]} index={0} />
    </Box>
  );
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      sx={{
        position: 'relative',
        bgcolor: 'surface.deep',
        '& .slick-dotted.slick-slider': { mb: SLICK_DOTS_MARGIN },
        '& .slick-dots': { bottom: 16 },
        '& .slick-dots li button:before': { color: 'common.white', opacity: 0.5, fontSize: 12 },
        '& .slick-dots li.slick-active button:before': { color: 'common.white', opacity: 1 },
        '& .slick-dots li button:focus-visible': { outline: '2px solid white', borderRadius: '50%' },
      }}
    >
      {carousel ? (
        <Suspense fallback={firstSlide}>
          <HeroCarousel />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  );
}
