import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { AdaptiveAnchor } from './AdaptiveAnchor';
import { frame, framedPicture } from '../../../.storybook/framedStory';

interface ButtonsProps {
  /** Each button's words and where it goes: a page of the site, another host, a mail or a call. */
  links: { label: string; href: string }[];
}

/** MUI buttons with `component={AdaptiveAnchor}`, as the sections use it. */
function Buttons({ links }: ButtonsProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((link, index) => (
        <Button key={link.href} variant={index === 0 ? 'contained' : 'outlined'} component={AdaptiveAnchor} href={link.href}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Patterns/AdaptiveAnchor',
  tags: ['stable'],
  component: Buttons,
  args: {
    links: [
      { label: ui.services.contactUs, href: '/contact-us' },
      { label: 'Sign in to the agent portal', href: 'https://portal.starbridge.example/sign-in' },
      { label: 'Email us', href: `mailto:${site.emails.general}` },
      { label: 'Call us', href: site.phone.href },
    ],
  },
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The anchor behind every MUI button or link that goes somewhere (\`component={AdaptiveAnchor} href=…\`): a link inside the site stays in the page's language (\`/es/contact-us\` on a Spanish page); another host opens in a new tab that gets neither this page nor its referrer; \`mailto:\` and \`tel:\` are left to the device. *SmartLink* is the text link built on it.

**When not to use it.** A button that acts on the page (submit, open a dialog, switch a tab) is a \`<button>\`, not an anchor; a link in running text is *SmartLink*, which uses this itself.

**Content rules.** \`href\` as the site writes it: a path without the language prefix, or a full URL.

**Keyboard and screen reader.** A link, named by its content. Say "(opens in a new tab)" in the name of a link to another host where the design does not show it.

**Do / Don't.**
- Do: use it for every button that navigates, so the language prefix is never forgotten.
- Don't: use it for a button that acts on the page (submit, open a dialog): that is a \`<button>\`.

**Status.** Stable. The play checks every kind of address; photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof Buttons>;

export default meta;

/** A page of the site, another host, a mail and a call, each as the kind of link it needs. */
export const EveryKindOfAddress: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [page, portal, mail, call] = args.links.map((link) => canvas.getByRole('link', { name: link.label }));
    await expect(page).toHaveAttribute('href', '/contact-us');
    await expect(page).not.toHaveAttribute('target');
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    for (const link of [mail, call]) await expect(link).not.toHaveAttribute('target');
    await expect(call).toHaveAttribute('href', site.phone.href);
  },
};
