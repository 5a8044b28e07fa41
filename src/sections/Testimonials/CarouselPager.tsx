import Typography from '@mui/material/Typography';
import { CarouselDots } from '../../components/CarouselDots';

export type PagerKind = 'fraction' | 'bullets';

export interface CarouselPagerProps {
  kind: PagerKind;
  count: number;
  /** Zero-based index of the slide in view. */
  selected: number;
  onSelect: (index: number) => void;
  goToSlideLabel: (n: number) => string;
}

/** Where the visitor is in the carousel: '2 / 3', or one bullet per slide to jump to. */
export function CarouselPager({ kind, count, selected, onSelect, goToSlideLabel }: CarouselPagerProps) {
  if (kind === 'fraction') {
    return (
      // '1 / 3' reads left to right in every language; in Arabic text the bidirectional algorithm would show '3 / 1'.
      // data-carousel-shown: the page's script shows a move made before the code arrived (carouselBeforeCode.ts).
      <Typography component="p" dir="ltr" data-carousel-shown="{n} / {count}" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {`${selected + 1} / ${count}`}
      </Typography>
    );
  }
  return <CarouselDots count={count} selected={selected} onSelect={onSelect} goToSlide={goToSlideLabel} />;
}
