import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';

export interface ScrollToTopProps {
  /** The button's spoken name (it shows only an arrow): 'Back to top'. */
  label: string;
  /** Scroll distance after which the button shows, in px. */
  threshold?: number;
}

export function ScrollToTop({ label, threshold = 200 }: ScrollToTopProps) {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold });
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Zoom in={visible} appear={false}>
      <Fab
        color="primary"
        size="medium"
        aria-label={label}
        onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
