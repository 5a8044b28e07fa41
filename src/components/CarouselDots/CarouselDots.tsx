import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { rounded } from '../../theme/tokens';

export interface CarouselDotsProps {
  /** How many slides (or snaps) there are: one dot each. */
  count: number;
  /** Zero-based index of the slide (or snap) in view. */
  selected: number;
  /** Called with the zero-based slide of the dot pressed. */
  onSelect: (index: number) => void;
  /** The button's name for the 1-based slide `n`: a dot alone says nothing to a screen reader. */
  goToSlide: (n: number) => string;
}

/** One dot per slide to jump to; the current one is wider and marked aria-current. */
export function CarouselDots({ count, selected, onSelect, goToSlide }: CarouselDotsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {Array.from({ length: count }, (_, index) => {
        const current = index === selected;
        return (
          <ButtonBase
            key={index}
            aria-label={goToSlide(index + 1)}
            aria-current={current ? 'true' : undefined}
            data-carousel-to={index}
            onClick={() => onSelect(index)}
            // 32 px targets around a small dot: easy to hit (WCAG 2.5.8) without looking heavy. The
            // current dot's look follows aria-current, which the page's script moves before the code arrives.
            sx={{ width: 32, height: 32, borderRadius: rounded('round'), '&[aria-current="true"] > span': { width: 22, bgcolor: 'primary.main' } }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                width: 10,
                height: 10,
                borderRadius: rounded('pill'),
                bgcolor: 'text.secondary',
                transition: 'width 200ms ease',
              }}
            />
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
