import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The header's panels (phone menu, search bar, contact panel) are native modal `<dialog>`s, opened by
 * their button's `commandfor`/`command="show-modal"` and closed by `command="close"`, Escape or
 * (`closedby="any"`) a click on the backdrop, with no script: the rest of the page is inert while one
 * is open and focus returns to the button after. headerBehaviour.ts stands in for `commandfor` and
 * `closedby` where a browser lacks them. This resets the browser's own dialog box.
 */
export const modalSx: SystemStyleObject<Theme> = {
  position: 'fixed',
  m: 0,
  p: 0,
  border: 0,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
};

/** The attributes of a button that opens the dialog `id`. */
export const opens = (id: string) => ({ commandfor: id, command: 'show-modal' as const, 'aria-haspopup': 'dialog' as const });

/** The attributes of a button that closes the dialog `id`. */
export const closes = (id: string) => ({ commandfor: id, command: 'close' as const });
