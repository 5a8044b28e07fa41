import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { SiteLink } from './SiteLink';
import { frame, framedPicture } from '../../../.storybook/framedStory';

interface ButtonsProps {
  /** Each button's words and where it goes: a page of the site, another host, a mail or a call. */
  links: { label: string; to: string }[];
}

/** MUI buttons with `component={SiteLink}`, as the sections use it. */
function Buttons({ links }: ButtonsProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((link, index) => (
        <Button key={link.to} variant={index === 0 ? 'contained' : 'outlined'} component={SiteLink} to={link.to}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

/** Themed text links (`<Link component={SiteLink}>`) beside a button. */
function TextLinks() {
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Link component={SiteLink} to="/pricing">
        Compare the plans
      </Link>
      <Link component={SiteLink} to="https://portal.starbridge.example/sign-in">
        Sign in to the agent portal
      </Link>
      <Button variant="contained" component={SiteLink} to="/contact-us">
        Lets form your company
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/SiteLink',
  component: SiteLink,
  args: { to: '/contact-us' },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Every link of the site: alone, or as the anchor behind an MUI button or text link (\`component={SiteLink} to=…\`). A page of the site stays in the page's language (\`/es/contact-us\` on a Spanish page), and a change of this page's query (\`to={{ search: '?page=2' }}\`) happens in place; another host opens in a new tab that gets neither this page nor its referrer; \`mailto:\` and \`tel:\` are left to the device.

**Content rules.** \`to\` as the site writes it: a path without the language prefix, a query or hash of this page, or a full URL.

**Keyboard and screen reader.** A link, named by its content. Say "(opens in a new tab)" in the name of a link to another host where the design does not show it.

**Do / Don't.**
- Do: use it for every link and every button that navigates, so the language prefix is never forgotten.
- Don't: use it for a button that acts on the page (submit, open a dialog): that is a \`<button>\`.

**Status.** Stable. The plays check every kind of address; photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof SiteLink>;

export default meta;

/** A page of the site, another host, a mail and a call, each as the kind of link it needs. */
export const EveryKindOfAddress: StoryObj<typeof Buttons> = {
  args: {
    links: [
      { label: ui.services.contactUs, to: '/contact-us' },
      { label: 'Sign in to the agent portal', to: 'https://portal.starbridge.example/sign-in' },
      { label: 'Email us', to: `mailto:${site.emails.general}` },
      { label: 'Call us', to: site.phone.href },
    ],
  },
  render: (args) => <Buttons {...args} />,
  decorators: [frame()],
  parameters: { visual: framedPicture },
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

/** Site links route in place; links to another host open a new tab without handing it this page. */
export const InternalAndExternal: StoryObj<typeof meta> = {
  render: () => <TextLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: 'Compare the plans' });
    await expect(internal).toHaveAttribute('href', '/pricing');
    await expect(internal).not.toHaveAttribute('target');
    const external = canvas.getByRole('link', { name: 'Sign in to the agent portal' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Lets form your company' })).toHaveAttribute('href', '/contact-us');
  },
};
