import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socialLinks } from '../../content/socialLinks';
import { SocialIcon } from './SocialIcon';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/SocialIcon',
  tags: ['stable'],
  component: SocialIcon,
  args: { network: 'linkedin', fontSize: 'medium' },
  argTypes: {
    network: { control: 'inline-radio', options: ['linkedin', 'x', 'facebook', 'instagram'] },
    fontSize: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The mark of a social network inside a link or a button: *ShareLinks*, the footer, the blog sidebar and the team's profile links.

**When not to use it.** Alone as a link's only content without a name, or for a network the site has no profile on; a share action is *ShareLinks*.

**Content rules.** One of \`linkedin\`, \`x\`, \`facebook\`, \`instagram\`; the link around it carries the name ("StarBridge Formation on LinkedIn", \`src/content/socialLinks.ts\`).

**Keyboard and screen reader.** Decoration: hidden from screen readers, never focusable on its own.

**Do / Don't.**
- Do: name the link that holds it, as *ShareLinks* does.
- Don't: use it as the only content of a link without a name.

**Status.** Stable. Photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One mark, in the colour of its text. */
export const Playground: Story = {};

/** Every network the site links to, each beside the name its link carries. */
export const AllNetworks: Story = {
  render: (args) => (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {socialLinks.map((link) => (
        <Stack component="li" key={link.network} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <SocialIcon network={link.network} fontSize={args.fontSize} />
          <Typography>{link.label}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('[data-story-frame] svg');
    await expect(icons).toHaveLength(socialLinks.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText(socialLinks[0].label)).toBeVisible();
  },
};
