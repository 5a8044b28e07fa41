import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { servicesSection, testimonialsSection } from '../../content/home';
import { pricingHeading } from '../../content/pricing';
import { SectionHeading } from './SectionHeading';
import { shown } from '../../../.storybook/shown';
import { framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/SectionHeading',
  tags: ['stable'],
  component: SectionHeading,
  args: { ...servicesSection, id: 'story-heading' },
  argTypes: {
    align: { control: 'inline-radio', options: ['center', 'left'] },
    level: { control: 'inline-radio', options: ['h1', 'h2'] },
  },
  decorators: [
    (Story) => (
      <Box data-story-frame sx={{ px: 3, pt: 6, pb: 1 }}>
        <Story />
      </Box>
    ),
  ],
  // The heading, not the empty page below it.
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The heading at the top of a section: a small eyebrow, the title and a line of text. Nearly every section opens with it; its \`id\` names the section (\`labelledBy\` on *Section*).

**When not to use it.** Headings inside a section's cards or columns (an h3 of the card itself), or a page title other than the first section's.

**Content rules.** From the section's \`SectionHeading\` in \`src/content/\`: an eyebrow of two or three words, a title up to about twelve words, a text of one or two sentences. Eyebrow and text are optional (*TitleOnly*).

**Keyboard and screen reader.** The title is an h2, or the page's h1 where the section opens the page (*PageTitle*); the eyebrow and text are paragraphs, read before and after it.

**Do / Don't.**
- Do: pass \`onBrand\` on a brand band, so the eyebrow and text keep their contrast (*OnBrand*).
- Don't: put a second h1 on a page: only the first section's heading takes \`level="h1"\`.

**Status.** Stable. Every story photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, title and text, centred: how most sections open. */
export const Centered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toHaveAttribute('id', args.id);
    await expect(canvas.getByText(shown(args.eyebrow!))).toBeVisible();
    await expect(canvas.getByText(shown(args.text!))).toBeVisible();
  },
};

/** Aligned to the start, beside a picture or a list. */
export const LeftAligned: Story = { args: { align: 'left' } };

/** A title alone. */
export const TitleOnly: Story = { args: { ...testimonialsSection, eyebrow: undefined, text: undefined } };

/** On the brand band: the eyebrow and text take its light tones. */
export const OnBrand: Story = {
  args: { onBrand: true },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'brand.surface', color: 'brand.onSurface', px: 3, pt: 6, pb: 1 }}>
        <Story />
      </Box>
    ),
  ],
};

/** The page's own title, where the section opens the page. */
export const PageTitle: Story = {
  args: { ...pricingHeading, level: 'h1' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: args.title })).toBeVisible();
  },
};
