// Swiper's stylesheets are exported as 'swiper/css…' (package exports, no .css suffix), which TypeScript
// cannot resolve for side-effect imports; Vite does.
declare module 'swiper/css';
declare module 'swiper/css/pagination';
