import Slider from 'react-slick';
import { Box, Container, Typography, useMediaQuery } from '@mui/material';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { heroSlides, heroSliderSettings } from './homeConfig';

/** Home section 1: five static slides with a generated background, a title and a description. */
export function HeroSlider() {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      sx={{
        position: 'relative',
        bgcolor: '#0b2545',
        '& .slick-dots': { bottom: 16 },
        '& .slick-dots li button:before': { color: '#fff', opacity: 0.5, fontSize: 12 },
        '& .slick-dots li.slick-active button:before': { color: '#fff', opacity: 1 },
        '& .slick-dots li button:focus-visible': { outline: '2px solid #fff', borderRadius: '50%' },
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
                backgroundColor: '#0b2545',
                backgroundImage: {
                  xs: `linear-gradient(180deg, rgba(6,16,28,0.72), rgba(6,16,28,0.82)), url(${slide.image})`,
                  md: `linear-gradient(90deg, rgba(6,16,28,0.88) 0%, rgba(6,16,28,0.6) 45%, rgba(6,16,28,0.05) 75%), url(${slide.image})`,
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
