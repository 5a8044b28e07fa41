import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { colorSchemes } from '../../src/theme/colorSchemes';
import { navy } from '../../src/theme/tokens';
import { contrastRatio } from './contrast';

const surfaces = [
  { name: 'Page', sx: { bgcolor: 'background.default', color: 'text.primary' } },
  { name: 'Paper', sx: { bgcolor: 'background.paper', color: 'text.primary' } },
  { name: 'Brand band', sx: { bgcolor: 'brand.surface', color: 'brand.onSurface' } },
] as const;

function Surface({ name, sx }: (typeof surfaces)[number]) {
  const [tab, setTab] = useState(0);
  return (
    <Box component="section" aria-label={name} sx={{ ...sx, p: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Typography component="h2" variant="h6" sx={{ width: '100%', color: 'inherit' }}>
        {name}
      </Typography>
      <Button variant="contained">Contained {name}</Button>
      <Button variant="outlined" color="inherit">
        Outlined {name}
      </Button>
      <Link href="#focus-ring" color="inherit">
        Link {name}
      </Link>
      <IconButton aria-label={`Search ${name}`} color="inherit">
        <SearchIcon />
      </IconButton>
      {name !== 'Brand band' && (
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label={`Tabs ${name}`}>
          <Tab label="First" />
          <Tab label="Second" />
        </Tabs>
      )}
    </Box>
  );
}

function FocusRingBoard() {
  return (
    <Box id="focus-ring">
      {surfaces.map((surface) => (
        <Surface key={surface.name} {...surface} />
      ))}
    </Box>
  );
}

const meta = {
  title: 'Foundations/FocusRing',
  tags: ['stable'],
  component: FocusRingBoard,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The one keyboard focus ring of every control, on the three surfaces controls sit on (page, paper, brand band): a 2 px white ring on the control's edge inside a 2 px navy ring, from \`src/theme/focusRing.ts\`. *KeyboardTour* tabs through every control; *OnPage* shows the ring on the page's first button.

**How to use the names in code.** Nothing to write for MUI controls and plain links: the theme's overrides (ButtonBase, Button, Tab, MenuItem, ListItemButton) and the global \`:focus-visible\` rule draw it. Inside a container that clips its children, spread \`focusRingInset\` (exported by \`src/theme\`) into the element's \`'&:focus-visible'\` style; \`focusRing\` is the outer ring, for a style that must restate it.

**Do / Don't.**
- Do: use the inset ring where the outer one would be clipped (tabs, menu items, card links).
- Don't: set \`outline: none\`, or mark focus by a colour change alone.

**Status.** Interaction tests in both stories: the ring's contrast on every surface in both schemes, the tab order and the ring's style. Axe and screenshots.`,
      },
    },
  },
} satisfies Meta<typeof FocusRingBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contrast of each ring colour with each surface of a scheme; the better of the two must reach 3:1. */
function ringContrast(scheme: 'light' | 'dark') {
  const p = colorSchemes[scheme].palette as Record<string, Record<string, string>>;
  return [p.background.default, p.background.paper, p.brand.surface].map((surface) => Math.max(contrastRatio(navy[950], surface), contrastRatio('#FFFFFF', surface)));
}

/**
 * Every control reached with the Tab key wears the same ring, on every surface: a 2 px white ring on
 * its edge inside a 2 px navy ring, so one of the two stands out at 3:1 or more whatever lies around
 * it. The picture shows the ring on the brand band's button.
 */
export const KeyboardTour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const scheme of ['light', 'dark'] as const) {
      for (const ratio of ringContrast(scheme)) await expect(ratio).toBeGreaterThanOrEqual(3);
    }
    for (const surface of surfaces) {
      const stops = ['Contained', 'Outlined', 'Link', 'Search', ...(surface.name === 'Brand band' ? [] : ['First'])];
      for (const stop of stops) {
        await userEvent.tab();
        const focused = document.activeElement as HTMLElement;
        await expect(focused.textContent + (focused.getAttribute('aria-label') ?? '')).toContain(stop);
        const style = getComputedStyle(focused);
        await expect(`${style.outlineStyle} ${style.outlineWidth}`).toBe('solid 2px');
        // A button's shadow eases in.
        await waitFor(() => expect(getComputedStyle(focused).boxShadow).toMatch(/^rgb\(255, 255, 255\) 0px 0px 0px 2px/));
      }
    }
    for (let i = 0; i < 3; i += 1) await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Contained Brand band' })).toHaveFocus();
  },
};

/** The ring on a button of the page itself. */
export const OnPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Contained Page' })).toHaveFocus();
  },
};
