import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { servicesSection } from '../../content/home';
import { Eyebrow } from './Eyebrow';
import { framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/Eyebrow',
  component: Eyebrow,
  args: { children: servicesSection.eyebrow },
  argTypes: { onBrand: { control: 'boolean' }, component: { control: 'inline-radio', options: ['p', 'h3', 'span', 'dt'] } },
  decorators: [
    (Story, { args }) => (
      <Box data-story-frame sx={{ p: 3, display: 'inline-block', ...(args.onBrand ? { bgcolor: 'brand.surface', color: 'brand.onSurface' } : {}) }}>
        <Story />
        <Typography variant="h4" component="p">
          {servicesSection.title}
        </Typography>
      </Box>
    ),
  ],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The few capitalised words in the accent colour above a title (*SectionHeading*, *Banner*, a card's category or a project's sub-title) or naming a fact (*TeamProfile*'s contact facts, the *Footer*'s column titles).

**Content rules.** Two or three words from the section's content; the capitals come from the type style, so write them in sentence case.

**Keyboard and screen reader.** A paragraph by default, read before the title; \`component="h3"\` or \`"dt"\` where it names what follows, \`"span"\` inside a link.

**Do / Don't.**
- Do: pass \`onBrand\` on a brand (dark) band, where the light accent keeps AA contrast (*OnBrand*).
- Don't: use it for a sentence; it is a label.

**Status.** Stable. Every story photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above a title on the page's own background. */
export const OnPage: Story = {
  play: async ({ canvasElement, args }) => {
    const eyebrow = within(canvasElement).getByText(String(args.children));
    await expect(eyebrow.tagName).toBe('P');
    await expect(getComputedStyle(eyebrow).textTransform).toBe('uppercase');
  },
};

/** On the brand band, in its light accent. */
export const OnBrand: Story = {
  args: { onBrand: true },
};

/** Naming what follows: a heading of its own. */
export const AsHeading: Story = {
  args: { component: 'h3' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: String(args.children) })).toBeVisible();
  },
};
