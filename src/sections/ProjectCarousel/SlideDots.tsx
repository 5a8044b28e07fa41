// The carousel's dots are the shared ones; the name stays for the carousel and its stories.
export { CarouselDots as SlideDots, type CarouselDotsProps as SlideDotsProps } from '../../components/CarouselDots';
