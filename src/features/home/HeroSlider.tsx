import Slider from 'react-slick';
import { alpha, Box, Container, Typography, useMediaQuery, useTheme } from '@mui/material';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { heroSlides, heroSliderSettings } from './homeConfig';

/** Home section 1: five static slides with a generated background, a title and a description. */
export function HeroSlider() {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useTheme();
  const shade = (opacity: number) => alpha(theme.palette.surface.ink, opacity);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      sx={{
        position: 'relative',
        bgcolor: 'surface.deep',
        '& .slick-dots': { bottom: 16 },
        '& .slick-dots li button:before': { color: 'common.white', opacity: 0.5, fontSize: 12 },
        '& .slick-dots li.slick-active button:before': { color: 'common.white', opacity: 1 },
        '& .slick-dots li button:focus-visible': { outline: '2px solid white', borderRadius: '50%' },
      }}
    >
      <Slider {...heroSliderSettings} autoplay={heroSliderSettings.autoplay && !reduceMotion}>
        {heroSlides.map((slide, index) => (
          <div key={slide.title}>
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
          </div>
        ))}
      </Slider>
    </Box>
  );
}
