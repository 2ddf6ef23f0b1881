import Slider from 'react-slick';
import { useMediaQuery } from '@mui/material';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { heroSlides, heroSliderSettings } from './homeConfig';
import { HeroSlide } from './HeroSlide';

/** The five slides in react-slick (loaded after the first slide has painted; see HeroSlider). */
export default function HeroCarousel() {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Slider {...heroSliderSettings} autoplay={heroSliderSettings.autoplay && !reduceMotion}>
      {heroSlides.map((slide, index) => (
        <div key={slide.title}>
          <HeroSlide slide={slide} index={index} />
        </div>
      ))}
    </Slider>
  );
}
