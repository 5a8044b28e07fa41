import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareLinks } from './ShareLinks';
import { ui } from '../../content/ui';

const pageUrl = 'https://starbridge.example/team-details/2';

const meta = {
  title: 'Patterns/ShareLinks',
  tags: ['stable'],
  component: ShareLinks,
  args: { url: pageUrl, labels: ui.share },
  decorators: [
    (Story) => (
      <Box data-story-frame sx={{ p: 3, display: 'inline-block' }}>
        <Story />
      </Box>
    ),
  ],
  // A small pattern: the picture is the links, not a mostly empty page.
  parameters: { visual: { selector: '[data-story-frame]' } },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each network's own share dialog, in a new tab that gets neither the opener nor the referrer. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const canvas = within(canvasElement);
    const encoded = encodeURIComponent(pageUrl);
    const expected = [
      ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
      ['x', `https://x.com/intent/post?url=${encoded}`],
      ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ] as const;
    for (const [network, href] of expected) {
      const link = canvas.getByRole('link', { name: labels.on(labels.networks[network]) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByText(labels.label!)).toBeVisible();
  },
};

/** A blog post shares its title as the text of the X post. */
export const WithPostText: Story = {
  args: { url: 'https://starbridge.example/blog-single/1', text: 'LLC or C-Corp: which fits a non-US founder?' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.labels.on(args.labels.networks.x) });
    await expect(link.getAttribute('href')).toContain('&text=LLC%20or%20C-Corp');
  },
};

/** Only some networks, no caption. */
export const IconsOnly: Story = {
  args: { networks: ['linkedin', 'x'], labels: { ...ui.share, label: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: args.labels.on(args.labels.networks.facebook) })).not.toBeInTheDocument();
  },
};
