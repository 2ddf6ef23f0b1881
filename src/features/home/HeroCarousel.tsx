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
 * The five slides in react-slick, taking over from the first slide (see HeroSlider). react-slick's own autoplay counts
 * from when it mounts, which comes after the first slide was shown, so the changes are timed here: the first at
 * `firstChangeAt`, then one every autoplaySpeed, paused while a pointer is over the carousel or the focus is in it
 * (its pauseOnHover and pauseOnFocus). A shopper who pressed a dot before it arrived keeps the keyboard focus on that
 * dot.
 */
export default function HeroCarousel({ initialSlide = 0, focusDot = false, firstChangeAt }: HeroCarouselProps) {
  // Moving content is paused for people who ask for less motion; the dots still switch slides.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const frame = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const held = useRef({ hovered: false, focused: false });
  const autoplay = heroSliderSettings.autoplay && !reduceMotion;
  useEffect(() => {
    if (focusDot) frame.current?.querySelectorAll<HTMLButtonElement>('.slick-dots button')[initialSlide]?.focus();
  }, [focusDot, initialSlide]);
  useEffect(() => {
    if (!autoplay) return;
    const { autoplaySpeed } = heroSliderSettings;
    const next = () => {
      const { hovered, focused } = held.current;
      if (!(hovered && heroSliderSettings.pauseOnHover) && !(focused && heroSliderSettings.pauseOnFocus))
        slider.current?.slickNext();
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        next();
        interval = setInterval(next, autoplaySpeed);
      },
      Math.max(0, (firstChangeAt ?? performance.now() + autoplaySpeed) - performance.now()),
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [autoplay, firstChangeAt]);
  return (
    <div
      ref={frame}
      onPointerEnter={() => (held.current.hovered = true)}
      onPointerLeave={() => (held.current.hovered = false)}
      onFocus={() => (held.current.focused = true)}
      onBlur={() => (held.current.focused = false)}
    >
      <Slider ref={slider} {...heroSliderSettings} initialSlide={initialSlide} autoplay={false}>
        {heroSlides.map((slide, index) => (
          <div key={slide.title}>
            <HeroSlide slide={slide} index={index} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
