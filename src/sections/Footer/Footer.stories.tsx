import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerContent } from '../../content/footer';
import { Footer } from './Footer';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/Footer',
  tags: ['stable'],
  component: Footer,
  args: { ...footerContent, year: 2026 },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The bottom of every page, on the brand colour: the brand name, a one-sentence description and the office address; three columns of links (Company, Services, Resources); the four mailboxes and the phone number; and the copyright line. Its id, \`footer\`, is where its own About link, in the Company column, points (/#footer).

**When not to use it.** It is part of the page frame (SitePage), not a section to place; the bar at the top is Header. The office beside the contact form is *ContactOffice*.

**Content rules.** Put together in \`src/content/footer.ts\`: columns, mailboxes and the description, brand, address and phone from \`src/content/site.ts\`, its labels (the small headings, "All rights reserved." and the navigation's name "Footer") from \`ui.footer\` in \`src/content/ui.ts\`, translated like every label. Column titles one word, link labels up to four words; the Services column lists the services of \`src/content/services.ts\`. Address and phone are written as in the US and read left to right in every language.

**Keyboard and screen reader.** The footer is the contentinfo landmark. The link columns are a navigation named "Footer"; each column is an h2 over a list. "Address" and "Contact" are h2s too; the brand name is plain text. Tab goes through the column links, then the mailto and tel links, each named by what it shows. Client Portal goes to another host and opens in a new tab; unlike the header's Sign In, its name does not say so. Address and phone are isolated left to right (*Arabic*).

**Do / Don't.**
- Do: pin \`year\` in stories, as *Playground* does, so pictures do not age; the site leaves it out and shows the current year (*CurrentYear*).
- Do: check the columns on a phone (*Phone*): two link columns side by side, the rest stacked.
- Don't: add a fourth link column lightly: the three already take two rows in their third of the width (*Playground*).

**Status.** Stable: on every page, through \`SiteFooter\` in SitePage. Interaction tests in *Playground*, *CurrentYear* and *Arabic*; axe on every story; screenshots (light and dark; Phone, Tablet and Arabic stories in light) for all but *CurrentYear*.`,
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'footer');
    for (const email of footerContent.contact.emails) {
      await expect(within(footer).getByRole('link', { name: email.address })).toHaveAttribute('href', `mailto:${email.address}`);
    }
    await expect(within(footer).getByRole('link', { name: footerContent.contact.phone.display })).toHaveAttribute('href', footerContent.contact.phone.href);
    await expect(footer).toHaveTextContent('© 2026');
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
