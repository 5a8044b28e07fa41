import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

/**
 * A small shared part drawn in a padded frame; with `framedPicture` only that frame is photographed,
 * so the picture is the part, not a mostly empty page. `width` gives parts that fill their container
 * (a form field) the width they have on the site.
 */
export function frame(width?: number): Decorator {
  return (Story) => (
    <Box data-story-frame sx={{ p: 3, display: 'inline-block', width, maxWidth: '100%', boxSizing: 'border-box' }}>
      <Story />
    </Box>
  );
}

/** `parameters.visual` of a framed story. */
export const framedPicture = { selector: '[data-story-frame]' };
