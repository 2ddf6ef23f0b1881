import type { Settings } from 'react-slick';
import type { SwiperOptions } from 'swiper/types';

/** SPEC.md §2 Home, §9: the hero slider and the reviews carousel. Exported so tests can pin the values. */

export interface HeroSlide {
  /** Catalogue keys (home namespace) of the slide's title and description. */
  title: string;
  description: string;
  /** A drawing generated for the project (public/hero/), never downloaded art. */
  image: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'home.hero.literaryHaven.title',
    description: 'home.hero.literaryHaven.description',
    image: '/hero/literary-haven.svg',
  },
  {
    title: 'home.hero.pagesUnbound.title',
    description: 'home.hero.pagesUnbound.description',
    image: '/hero/pages-unbound.svg',
  },
  {
    title: 'home.hero.eReadEscapade.title',
    description: 'home.hero.eReadEscapade.description',
    image: '/hero/e-read-escapade.svg',
  },
  {
    title: 'home.hero.novelNook.title',
    description: 'home.hero.novelNook.description',
    image: '/hero/novel-nook.svg',
  },
  {
    title: 'home.hero.digitalBookshelf.title',
    description: 'home.hero.digitalBookshelf.description',
    image: '/hero/digital-bookshelf.svg',
  },
];

/**
 * react-slick: dots, no arrows, autoplay every 5000 ms, 500 ms transition, infinite, one slide, adaptive height.
 * lazyLoad: a slide (and its picture) is built when it is about to be shown, so taking over from the lone first slide
 * builds one slide, not seven (two clones) at once on a slow phone.
 */
export const heroSliderSettings = {
  lazyLoad: 'ondemand',
  dots: true,
  arrows: false,
  autoplay: true,
  autoplaySpeed: 5000,
  speed: 500,
  infinite: true,
  slidesToShow: 1,
  slidesToScroll: 1,
  adaptiveHeight: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
} as const satisfies Settings;

/** Swiper: cards visible by viewport width (380 px: 1, 640: 2, 768: 2, 1024: 3). */
export const reviewsBreakpoints = {
  380: { slidesPerView: 1 },
  640: { slidesPerView: 2 },
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
} as const satisfies SwiperOptions['breakpoints'];

/** Swiper: autoplay every 3000 ms not stopped by interaction, loop, clickable pagination, grab cursor, 30 px apart. */
export const reviewsSwiperConfig = {
  autoplay: { delay: 3000, disableOnInteraction: false },
  loop: true,
  pagination: { clickable: true },
  grabCursor: true,
  spaceBetween: 30,
  slidesPerView: 1,
  breakpoints: reviewsBreakpoints,
} as const satisfies SwiperOptions;

/** Home 'Our Top Books': ask for one more than shown, so 'See More Books' knows there are more than 3. */
export const TOP_BOOKS_QUERY = { sort: 'top', limit: 4 } as const;
