import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { notFoundLabels } from '../../content/ui';
import { NotFoundMessage } from './NotFoundMessage';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/NotFoundMessage',
  tags: ['stable'],
  component: NotFoundMessage,
  args: {
    title: notFoundLabels.title,
    text: notFoundLabels.text,
    backLabel: notFoundLabels.backToHome,
    image: { src: '/images/not-found.svg', alt: notFoundLabels.imageAlt, width: 600, height: 400 },
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The "page not found" message: a picture, a title, one line of help and a button back to the home page of the visitor's language. It is the body of the 404 page, shown for any unknown address and for a service, project or team profile that does not exist.

**When not to use it.** Not for an empty list or a failed form; those say so in place. Use it only as a page's main content: it carries the page's h1.

**Content rules.** Words come from \`ui.notFound\` in \`src/content/ui.ts\`: a title of about five words, one or two sentences that say where to go next, and a short button label ("Back to home"). The picture's alt text says what it shows.

**Keyboard and screen reader.** One thing to operate: the "Back to home" link. The section is named by its title, the page's h1; the picture is read by its alt text.

**Do / Don't.**
- Do: keep one clear way out, as in *Playground*.
- Do: check the mirrored layout, as in *Arabic*.

**Status.** Stable: used on the 404 page. *Playground* has a play function; *Arabic* checks right to left. Both are checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.backLabel })).toHaveAttribute('href', '/');
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
