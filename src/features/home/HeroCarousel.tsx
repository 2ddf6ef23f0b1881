import { useEffect, useRef } from 'react';
import Slider from 'react-slick';
import { useMediaQuery } from '@mui/material';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { heroSlides, heroSliderSettings } from './homeConfig';
import { HeroSlide } from './HeroSlide';

/**
 * The five slides in react-slick, taking over from the first slide (see HeroSlider). A shopper who pressed a dot
 * before it arrived keeps the keyboard focus on that dot.
 */
export default function HeroCarousel({ initialSlide = 0, focusDot = false }: { initialSlide?: number; focusDot?: boolean }) {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusDot) frame.current?.querySelectorAll<HTMLButtonElement>('.slick-dots button')[initialSlide]?.focus();
  }, [focusDot, initialSlide]);
  return (
    <div ref={frame}>
      <Slider {...heroSliderSettings} initialSlide={initialSlide} autoplay={heroSliderSettings.autoplay && !reduceMotion}>
        {heroSlides.map((slide, index) => (
          <div key={slide.title}>
            <HeroSlide slide={slide} index={index} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
