import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pages } from '../../content/pages';
import { HeroBand } from './HeroBand';

const meta = {
  title: 'Patterns/HeroBand',
  tags: ['stable'],
  component: HeroBand,
  args: { labelledBy: 'hero-band-title', glow: 'radial-gradient(circle at 85% 20%, rgba(31,94,255,0.35), transparent 45%)', children: null },
  render: (args) => (
    <HeroBand {...args}>
      <Typography id="hero-band-title" variant="h1">
        {pages.about.title}
      </Typography>
    </HeroBand>
  ),
  parameters: {
    layout: 'fullscreen',
    // The band, not the empty page below it.
    visual: { selector: 'section' },
    docs: {
      description: {
        component: `**What it is for.** The brand band a page opens with, under the fixed, transparent header: *Banner* on the home pages, *PageHero* on every inner page. Its top padding leaves room for the header, so the page's h1 starts below it; its glow (a background image of radial gradients) is the section's own.

**When not to use it.** Further down a page: a brand band there is a *Section* with \`background="brand"\`, without the room for the header.

**Keyboard and screen reader.** A region named by its h1 (\`labelledBy\`); nothing to operate of its own.

**Status.** Stable: used by Banner and PageHero. Interaction test in *Playground*; axe in both schemes and a screenshot.`,
      },
    },
  },
} satisfies Meta<typeof HeroBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('region', { name: pages.about.title });
    // Room for the 80 px header from md, with the band's own padding below it.
    await expect(Number.parseFloat(getComputedStyle(band).paddingTop)).toBeGreaterThan(80);
  },
};
