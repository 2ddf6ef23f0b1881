import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Box } from '@mui/material';
import { formatCount } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { afterLoadAndIdle, useAfterLoad } from '../../lib/idleAndViewport';
import { useHydrating } from '../../lib/serverPage';
import { heroSlides, heroSliderSettings } from './homeConfig';
import { HeroSlide } from './HeroSlide';

const loadCarousel = () => import('./HeroCarousel');
const HeroCarousel = lazy(loadCarousel);

/** Where react-slick starts when it takes over, and whether its dot for that slide takes the keyboard focus. */
interface Takeover {
  slide: number;
  focusDot: boolean;
}

/**
 * How long before the first change react-slick takes over (its chunk is preloaded by then, its mount ~230 ms on a slow
 * phone).
 */
const TAKEOVER_LEAD_MS = 1500;

/** When the first slide was shown: the page's first paint for a page the server drew, the first render otherwise. */
function useShownAt(): number {
  const hydrating = useHydrating();
  const [shownAt] = useState(() => {
    const firstPaint = hydrating ? performance.getEntriesByName('first-contentful-paint')[0]?.startTime : undefined;
    return firstPaint ?? performance.now();
  });
  return shownAt;
}

/**
 * react-slick measures and clones every slide when it mounts, a long task on a phone: it takes over shortly before the
 * first change is due once the page has loaded and the browser is idle, or as soon as the shopper reaches for it, and
 * changes to the second slide when SPEC says, autoplaySpeed after the first was shown (HeroCarousel).
 */
function useCarouselTakeover(shownAt: number) {
  // Mounting react-slick is a long task: it comes a little before the first change is due, off the page's start.
  const [delay] = useState(() =>
    Math.max(0, shownAt + heroSliderSettings.autoplaySpeed - TAKEOVER_LEAD_MS - performance.now()),
  );
  const loaded = useAfterLoad(delay);
  // Its chunk is fetched as soon as the page has loaded, so that it is there when it is due.
  useEffect(() => afterLoadAndIdle(() => void loadCarousel()), []);
  const [reached, setReached] = useState<Takeover | null>(null);
  /** A pointer over the carousel or a touch: start where it is (slide 1) unless already started. */
  const start = () => setReached((current) => current ?? { slide: 0, focusDot: false });
  /** A dot pressed while the carousel is still on its way: start there (these dots exist only until it has come). */
  const startAt = (slide: number) => setReached({ slide, focusDot: true });
  const takeover: Takeover | null = reached ?? (loaded ? { slide: 0, focusDot: false } : null);
  return { takeover, start, startAt };
}

/**
 * Home section 1: five static slides with a generated background, a title and a description. The first slide
 * paints at once (it is the largest paint) with the carousel's dots; react-slick and its CSS arrive in their own
 * chunk when needed (see useCarouselTakeover) and take over with the same box, so nothing moves.
 */
export function HeroSlider() {
  const { _ } = useLingui();
  const language = useLanguage();
  const shownAt = useShownAt();
  const { takeover, start, startAt } = useCarouselTakeover(shownAt);
  const firstSlide = (
    // react-slick's slider is exactly its slide's height (its dots sit inside, over the slide): the same box here.
    <Box sx={{ position: 'relative' }}>
      <HeroSlide slide={heroSlides[0]} index={0} />
      {/* The same markup as react-slick's dots, so the same rules draw them; a dot starts the carousel there. */}
      <ul className="slick-dots">
        {heroSlides.map((slide, index) => (
          <li key={slide.title} className={index === 0 ? 'slick-active' : undefined}>
            <button type="button" onClick={() => startAt(index)}>
              {formatCount(index + 1, language)}
            </button>
          </li>
        ))}
      </ul>
    </Box>
  );
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={_('home.hero.carouselLabel')}
      // Fetch the carousel's chunk when the shopper comes near it; a mouse over it or a touch starts it.
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={() => void loadCarousel()}
      sx={{
        position: 'relative',
        bgcolor: 'surface.deep',
        // slick-theme.css's dots, here too so that the dots drawn before react-slick arrives look the same.
        '& .slick-dots': {
          position: 'absolute',
          bottom: 16,
          width: '100%',
          p: 0,
          m: 0,
          listStyle: 'none',
          textAlign: 'center',
        },
        '& .slick-dots li': {
          position: 'relative',
          display: 'inline-block',
          width: 20,
          height: 20,
          mx: '5px',
          p: 0,
          cursor: 'pointer',
        },
        '& .slick-dots li button': {
          fontSize: 0,
          lineHeight: 0,
          display: 'block',
          width: 20,
          height: 20,
          p: '5px',
          cursor: 'pointer',
          color: 'transparent',
          border: 0,
          background: 'transparent',
        },
        // A drawn circle rather than slick-theme's glyph in its icon font: the same dot before and after react-slick
        // arrives, and no font to download.
        '& .slick-dots li button:before': {
          content: '""',
          position: 'absolute',
          top: 5,
          left: 5,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'common.white',
          opacity: 0.5,
        },
        '& .slick-dots li.slick-active button:before, & .slick-dots li button:hover:before': { opacity: 1 },
        '& .slick-dots li button:focus-visible': { outline: '2px solid white', borderRadius: '50%' },
      }}
    >
      {takeover ? (
        <Suspense fallback={firstSlide}>
          <HeroCarousel
            initialSlide={takeover.slide}
            focusDot={takeover.focusDot}
            firstChangeAt={shownAt + heroSliderSettings.autoplaySpeed}
          />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  );
}
