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
      <Typography component="p" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {`${selected + 1} / ${count}`}
      </Typography>
    );
  }
  return <CarouselDots count={count} selected={selected} onSelect={onSelect} goToSlide={goToSlideLabel} />;
}
