import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Image } from '../../types/content';
import type { VideoCaptions, VideoPopupLabels, VideoSource } from './types';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  poster: Image;
  sources: VideoSource[];
  captions?: VideoCaptions;
  labels: VideoPopupLabels;
  autoPlay: boolean;
}

/** The film in a modal: Escape, the close button or the backdrop close it, and focus goes back to the play button. */
export function VideoDialog({ open, onClose, poster, sources, captions, labels, autoPlay }: VideoDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      // Phones keep a thin margin so the film is as wide as the screen allows.
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 3, pr: 1, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {labels.dialogTitle}
        </Typography>
        <IconButton aria-label={labels.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* Muted so it may start on its own; the controls turn sound and captions on. */}
      <Box
        component="video"
        controls
        muted
        playsInline
        autoPlay={autoPlay}
        preload="none"
        poster={poster.src}
        width={poster.width}
        height={poster.height}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${poster.width} / ${poster.height}`, bgcolor: 'common.black' }}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {captions ? <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} /> : null}
        {labels.unsupported}
      </Box>
    </Dialog>
  );
}
