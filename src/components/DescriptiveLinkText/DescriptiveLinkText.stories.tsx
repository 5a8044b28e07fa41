import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { services } from '../../content/services';
import { ui } from '../../content/ui';
import { DescriptiveLinkText } from './DescriptiveLinkText';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/DescriptiveLinkText',
  tags: ['stable'],
  component: DescriptiveLinkText,
  args: { visible: ui.common.readMore, full: ui.services.readMoreAbout(services[0].title) },
  render: (args) => (
    <Link href="/services/company-registration">
      <DescriptiveLinkText {...args} />
    </Link>
  ),
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The text of a short link ("Read more") that still says where it goes: the rest of its name is real text hidden from sight, so search engines and screen readers get "Read more about Company Registration". Service cards, blog cards and rule sources use it.

**When not to use it.** A link whose visible words already say where it goes ("Contact Us", a post's title) needs no hidden rest; a button needs an accessible name, not this.

**Content rules.** \`visible\` is what the design shows; \`full\` is the whole name and should start with \`visible\` (WCAG's label in name). Where a language words it otherwise, \`full\` is said and \`visible\` only shown (*OtherWording*).

**Keyboard and screen reader.** Inside a link: the link is named by \`full\`. It adds no tab stop of its own.

**Do / Don't.**
- Do: start \`full\` with \`visible\` followed by a word, as in *ReadMore*.
- Don't: put punctuation right after \`visible\`: the hidden part joins with a space ("Read more : …"); give the link \`full\` as its aria-label instead.

**Status.** Stable. Plays check the link's name; both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof DescriptiveLinkText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Read more" on screen, "Read more about Company Registration" as the link's name. */
export const ReadMore: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: args.full })).toBeVisible();
  },
};

/** A name that does not start with the visible words: the one is shown, the other said. */
export const OtherWording: Story = {
  args: { visible: 'Details', full: 'Company Registration: what is included' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: args.full })).toHaveTextContent(args.visible);
  },
};
