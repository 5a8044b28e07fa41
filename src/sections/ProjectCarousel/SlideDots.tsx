import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';

export interface SlideDotsProps {
  count: number;
  /** Zero-based index of the snap in view. */
  selected: number;
  onSelect: (index: number) => void;
  goToSlide: (n: number) => string;
}

/** One dot per stop of the carousel; the current one is wider and marked aria-current. */
export function SlideDots({ count, selected, onSelect, goToSlide }: SlideDotsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {Array.from({ length: count }, (_, index) => {
        const current = index === selected;
        return (
          <ButtonBase
            key={index}
            aria-label={goToSlide(index + 1)}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(index)}
            // 32 px targets around a small dot (WCAG 2.5.8).
            sx={{ width: 32, height: 32, borderRadius: '50%' }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                width: current ? 22 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: current ? 'primary.main' : 'text.secondary',
                transition: 'width 200ms ease',
              }}
            />
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
