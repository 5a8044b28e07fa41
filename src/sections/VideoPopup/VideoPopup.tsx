import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { Image, SectionHeading as SectionHeadingContent } from '../../types/content';
import type { VideoCaptions, VideoPopupLabels, VideoSource } from './types';
import { VideoDialog } from './VideoDialog';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface VideoPopupProps {
  /** Eyebrow, h2 title and a sentence, centred above the poster. */
  heading: SectionHeadingContent;
  /** The still shown with the play button over it, and in the dialog until the film plays. */
  poster: Image;
  /** The film's files, in the order the browser should try them (WebM first). */
  sources: VideoSource[];
  /** The captions track the film's controls can turn on. */
  captions?: VideoCaptions;
  /** Names of the play and close buttons, the dialog's title and the no-video fallback. */
  labels: VideoPopupLabels;
  /** Start the (muted) film when the dialog opens; stories turn it off for a still frame. */
  autoPlay?: boolean;
  /** Start with the dialog open (stories). */
  defaultOpen?: boolean;
  /** The section's id, for in-page links; also the start of its heading's id. */
  id?: string;
  /** The band's colour: the page background (default), paper or brand. */
  background?: SectionBackground;
}

const ripple = keyframes`
  from { transform: scale(1); opacity: 0.6; }
  to { transform: scale(1.6); opacity: 0; }
`;

/** The film's poster with a play button; the film itself plays in a dialog. */
export function VideoPopup({ heading, poster, sources, captions, labels, autoPlay = true, defaultOpen = false, id = 'video', background = 'default' }: VideoPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = `${id}-title`;

  return (
    <Section id={id} labelledBy={titleId} background={background}>
      <SectionHeading id={titleId} {...heading} />
      <Box sx={{ position: 'relative', borderRadius: rounded('xl'), overflow: 'hidden', boxShadow: 8 }}>
        <ResponsiveImage image={poster} sx={{ display: 'block', width: '100%', height: 'auto' }} />
        <IconButton
          aria-label={labels.play}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: { xs: 72, md: 96 },
            height: { xs: 72, md: 96 },
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            boxShadow: 6,
            '&:hover': { bgcolor: 'secondary.light' },
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: rounded('round'),
              border: '2px solid',
              borderColor: 'secondary.light',
              animation: `${ripple} 1.8s ease-out infinite`,
            },
            '@media (prefers-reduced-motion: reduce)': { '&::before': { animation: 'none', opacity: 0 } },
          }}
        >
          <PlayArrowIcon sx={{ fontSize: { xs: 40, md: 52 } }} />
        </IconButton>
      </Box>
      <VideoDialog open={open} onClose={() => setOpen(false)} poster={poster} sources={sources} captions={captions} labels={labels} autoPlay={autoPlay} />
    </Section>
  );
}
