import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
  return (
    <Stack direction="row" spacing={0.5}>
      {Array.from({ length: count }, (_, index) => {
        const current = index === selected;
        return (
          <ButtonBase
            key={index}
            aria-label={goToSlideLabel(index + 1)}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(index)}
            // 32 px targets around a small dot: easy to hit (WCAG 2.5.8) without looking heavy.
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
