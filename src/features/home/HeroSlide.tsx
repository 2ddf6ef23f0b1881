import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react';
import { formatCount } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { alpha, Container, styled } from '@mui/material';
import { heroSlides, type HeroSlide as Slide } from './homeConfig';

/** A typography variant without the breakpoint sizes responsiveFontSizes added (each slide sets its own sizes). */
const atEveryWidth = (variant: object) =>
  Object.fromEntries(Object.entries(variant).filter(([key]) => !key.startsWith('@media')));

/**
 * One class for every slide, its picture passed in a CSS variable: react-slick builds seven slides (two are clones)
 * when it takes over, and plain elements under one class cost a slow phone a fraction of a tree of Typography and sx
 * props.
 */
const SlideFrame = styled('div')(({ theme }) => {
  const shade = (opacity: number) => alpha(theme.palette.surface.ink, opacity);
  const md = theme.breakpoints.up('md');
  return {
    display: 'flex',
    alignItems: 'center',
    minHeight: 440,
    padding: theme.spacing(6, 0),
    color: theme.palette.common.white,
    backgroundColor: theme.palette.surface.deep,
    backgroundImage: `linear-gradient(180deg, ${shade(0.72)}, ${shade(0.82)}), var(--slide-image)`,
    backgroundSize: 'cover',
    backgroundPosition: '70% center',
    [theme.breakpoints.up('sm')]: { minHeight: 420 },
    [md]: {
      minHeight: 520,
      padding: theme.spacing(8, 0),
      backgroundImage: `linear-gradient(90deg, ${shade(0.88)} 0%, ${shade(0.6)} 45%, ${shade(0.05)} 75%), var(--slide-image)`,
      backgroundPosition: 'center right',
    },
    '& .hero-slide-text': { maxWidth: 560 },
    '& .hero-slide-kicker': {
      ...atEveryWidth(theme.typography.overline),
      margin: 0,
      letterSpacing: 3,
      color: theme.palette.secondary.light,
      fontWeight: 700,
    },
    '& h2': {
      ...atEveryWidth(theme.typography.h2),
      margin: theme.spacing(0, 0, 2),
      fontSize: 38,
      [md]: { fontSize: 56 },
    },
    '& .hero-slide-description': {
      ...atEveryWidth(theme.typography.body1),
      margin: 0,
      fontSize: 16,
      lineHeight: 1.6,
      opacity: 0.92,
      [md]: { fontSize: 19 },
    },
  };
});

/**
 * One hero slide. The first one is the page's largest paint: HeroSlider shows it on its own at once, and the
 * carousel (react-slick, its own chunk) takes over with the same box, so nothing moves when it arrives.
 */
export function HeroSlide({ slide, index }: { slide: Slide; index: number }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const title = _(slide.title);
  return (
    <SlideFrame
      role="group"
      aria-roledescription="slide"
      aria-label={_('home.hero.slideLabel', {
        position: formatCount(index + 1, language),
        total: formatCount(heroSlides.length, language),
        title,
      })}
      style={{ '--slide-image': `url(${slide.image})` } as CSSProperties}
    >
      <Container maxWidth="lg">
        <div className="hero-slide-text">
          <p className="hero-slide-kicker">{_('home.hero.kicker')}</p>
          <h2>{title}</h2>
          <p className="hero-slide-description">{_(slide.description)}</p>
        </div>
      </Container>
    </SlideFrame>
  );
}
