import { useEffect, useRef } from 'react';
import Slider from 'react-slick';
import { useMediaQuery } from '@mui/material';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { heroSlides, heroSliderSettings } from './homeConfig';
import { HeroSlide } from './HeroSlide';

interface HeroCarouselProps {
  initialSlide?: number;
  focusDot?: boolean;
  /** performance.now() at which the first slide is due to change (SPEC: autoplaySpeed after it was shown). */
  firstChangeAt?: number;
}

/**
 * The five slides in react-slick, taking over from the first slide (see HeroSlider). Its own autoplay counts from
 * when it mounts, which comes after the first slide was shown: the first change is made at `firstChangeAt`, then
 * autoplay takes over at its interval. A shopper who pressed a dot before it arrived keeps the keyboard focus on that
 * dot.
 */
export default function HeroCarousel({ initialSlide = 0, focusDot = false, firstChangeAt }: HeroCarouselProps) {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const frame = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const autoplay = heroSliderSettings.autoplay && !reduceMotion;
  useEffect(() => {
    if (focusDot) frame.current?.querySelectorAll<HTMLButtonElement>('.slick-dots button')[initialSlide]?.focus();
  }, [focusDot, initialSlide]);
  useEffect(() => {
    if (!autoplay) return;
    const due = firstChangeAt ?? performance.now() + heroSliderSettings.autoplaySpeed;
    // Paused (react-slick's own state: hovering or focusing leaves it paused) until the first change is due.
    slider.current?.slickPause();
    const timer = setTimeout(() => {
      slider.current?.slickNext();
      slider.current?.slickPlay();
    }, Math.max(0, due - performance.now()));
    return () => clearTimeout(timer);
  }, [autoplay, firstChangeAt]);
  return (
    <div ref={frame}>
      <Slider ref={slider} {...heroSliderSettings} initialSlide={initialSlide} autoplay={autoplay}>
        {heroSlides.map((slide, index) => (
          <div key={slide.title}>
            <HeroSlide slide={slide} index={index} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
