import Link from '@mui/material/Link';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { focusRing } from '../../theme/focusRing';
import type { FaqItem } from '../../types/content';

export interface FaqQuestionProps {
  item: FaqItem;
  /** Shared by every question of one accordion: the browser keeps one of them open at a time. */
  group: string;
  open?: boolean;
  questionLevel: 'h3' | 'h4';
}

// MUI's standard easing; the chevron turns in MUI's `shortest` (150 ms), as MUI's accordion turned it.
const unfold = '200ms cubic-bezier(0.4, 0, 0.2, 1)';
const turn = '150ms cubic-bezier(0.4, 0, 0.2, 1)';

/*
 * The look MUI's Accordion had here (a bordered card on the page background, a 48 px row, the
 * chevron at the end), on the browser's own disclosure. Everything the visitor operates is HTML: the
 * summary opens and closes on a tap, Enter or Space with no script, before any code and with
 * JavaScript off.
 */
const questionSx: SxProps<Theme> = (theme) => ({
  border: 1,
  borderColor: 'divider',
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.default',
  // Lets the answer's height run from 0 to `auto`; a browser without it opens the answer at once.
  interpolateSize: 'allow-keywords',
  '&::details-content': {
    blockSize: 0,
    overflowY: 'clip',
    // content-visibility flips only at the end of closing, so the answer stays painted while it folds.
    transition: `block-size ${unfold}, content-visibility ${unfold} allow-discrete`,
  },
  '&[open]::details-content': { blockSize: 'auto' },
  // Reduced motion: answers appear and go at once, and the chevron flips without turning. Two rules:
  // a browser that does not know ::details-content drops every selector of a rule that names it.
  '@media (prefers-reduced-motion: reduce)': {
    '&::details-content': { transition: 'none' },
    '& > summary > svg': { transition: 'none' },
  },
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    px: 2,
    cursor: 'pointer',
    // No disclosure triangle: `display: flex` drops the marker, Safari needs its own rule.
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    borderRadius: 'inherit',
    '&:focus-visible': focusRing,
  },
  // Sits on the inline end (on the left right to left) as the flex row mirrors; a turn reads the same both ways.
  '& > summary > svg': { flexShrink: 0, color: 'action.active', transition: `transform ${turn}` },
  '&[open] > summary > svg': { transform: 'rotate(180deg)' },
});

/** One question and its answer: a native `<details>` whose summary holds the question's heading. */
export function FaqQuestion({ item, group, open = false, questionLevel }: FaqQuestionProps) {
  return (
    <Box component="details" name={group} open={open} sx={questionSx}>
      <summary>
        <Typography component={questionLevel} sx={{ flexGrow: 1, fontWeight: 600, fontSize: '1.0625rem', my: 1.5, py: 0.5 }}>
          {item.title}
        </Typography>
        <ExpandMoreRounded />
      </summary>
      <Box sx={{ px: 2, pt: 1, pb: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{item.text}</Typography>
        {item.links?.length ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {item.links.map((link) => (
              <li key={link.to}>
                <Link component={SiteLink} to={link.to} sx={{ fontWeight: 600 }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
