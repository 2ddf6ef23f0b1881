import { alpha, Box, Container, Typography, useTheme } from '@mui/material';
import { heroSlides, type HeroSlide as Slide } from './homeConfig';

/**
 * One hero slide. The first one is the page's largest paint: HeroSlider shows it on its own at once, and the
 * carousel (react-slick, its own chunk) takes over with the same box, so nothing moves when it arrives.
 */
export function HeroSlide({ slide, index }: { slide: Slide; index: number }) {
  const theme = useTheme();
  const shade = (opacity: number) => alpha(theme.palette.surface.ink, opacity);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${heroSlides.length}: ${slide.title}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: { xs: 440, sm: 420, md: 520 },
        py: { xs: 6, md: 8 },
        color: 'common.white',
        backgroundColor: 'surface.deep',
        backgroundImage: {
          xs: `linear-gradient(180deg, ${shade(0.72)}, ${shade(0.82)}), url(${slide.image})`,
          md: `linear-gradient(90deg, ${shade(0.88)} 0%, ${shade(0.6)} 45%, ${shade(0.05)} 75%), url(${slide.image})`,
        },
        backgroundSize: 'cover',
        backgroundPosition: { xs: '70% center', md: 'center right' },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 560 }}>
          <Typography variant="overline" component="p" sx={{ letterSpacing: 3, color: 'secondary.light', fontWeight: 700 }}>
            Boipoka collections
          </Typography>
          <Typography variant="h2" component="h2" sx={{ mb: 2, fontSize: { xs: 38, md: 56 } }}>
            {slide.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 19 }, lineHeight: 1.6, opacity: 0.92 }}>{slide.description}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
