import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { number } from '../../platform/format';
import { team } from '../../content/team';
import { ui } from '../../content/ui';
import { TeamProfile } from './TeamProfile';
import { ContactFacts } from './ContactFacts';
import { SkillBars } from './SkillBars';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { scrollsItsPage } from '../../../.storybook/docs/scrollsItsPage';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const pageUrl = 'https://starbridge.example/team-details/2';

const meta = {
  title: 'Sections/Team and projects/TeamProfile',
  tags: ['stable'],
  component: TeamProfile,
  subcomponents: { ContactFacts, SkillBars },
  args: {
    member: team[1],
    pageUrl,
    labels: {
      ...ui.team,
      shareLinks: { ...ui.share, label: ui.team.share },
      skillValue: ui.progress.valueText,
    },
    animate: false,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A team member's page body on /team-details/1 to 8: portrait, role, name, bio, project count, phone and email, a "Contact Me" button, share links, qualifications and skill bars.

**When not to use it.** To show several people use *TeamGrid*, which links here.

**Content rules.** From \`team\` in \`src/content/team.ts\`: a role of two to four words, a two-sentence bio, three qualifications and two skills with a percentage. University and certificate names stay in English. On Arabic pages the phone number stays left to right.

**Keyboard and screen reader.** Not a named region: the page hero above already carries the name. The name is an h2; Qualifications and Skills are h3s. Project count, phone and email form a description list. Tab goes through the phone and email links, "Contact Me", then "Share on LinkedIn", "X" and "Facebook", which open a new tab. Each skill is a progress bar named by the skill and read as "State Filings: 88%"; the visible percentage is hidden from screen readers. Bars fill once half the list is in view; under reduced motion, or with \`animate: false\`, they show full at once.

**Do / Don't.**
- Do: review with \`animate: false\`, as in *Playground*, so the bars are full.
- Do: check the phone layout (*Phone*): the portrait shrinks above the text.

**Status.** Stable: used on /team-details. Play functions in *Playground* and *SkillsFillOnScroll*; *Arabic* checks right to left; the bars' fill on the built site in three languages (\`scripts/site/behaviour/motion.spec.ts\`). Axe checks every story; all but *SkillsFillOnScroll* are screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof TeamProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /team-details page body, skill bars shown full (as after they have filled). */
export const Playground: Story = {
  play: async ({ canvasElement, args: { member, labels }, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    await expect(canvas.getByText(shown(member.bio))).toBeVisible();
    await expect(canvas.getByText(shown(number(member.projectCount, storyLocale(globals).tag)))).toBeVisible();
    await expect(canvas.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
    await expect(canvas.getByRole('link', { name: member.phone.display })).toHaveAttribute('href', member.phone.href);
    for (const item of member.qualifications) await expect(canvas.getByText(shown(item))).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.contactMe })).toHaveAttribute('href', '/contact-us');
    for (const network of ['linkedin', 'x', 'facebook'] as const) {
      const share = canvas.getByRole('link', { name: labels.shareLinks.on(labels.shareLinks.networks[network]) });
      await expect(share).toHaveAttribute('target', '_blank');
      await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(share.getAttribute('href')).toContain(encodeURIComponent(pageUrl));
    }
    await expect(canvas.getByRole('progressbar', { name: member.skills[0].label })).toHaveAttribute('aria-valuenow', '88');
    await expect(canvas.getByRole('progressbar', { name: member.skills[1].label })).toHaveAttribute('aria-valuenow', '67');
  },
};

/** The bars wait at 0 below the fold and fill to 88 and 67 once scrolled into view. */
export const SkillsFillOnScroll: Story = {
  args: { animate: true },
  parameters: { ...scrollsItsPage, visual: { disable: true } },
  decorators: [
    (Story) => (
      <>
        <Box sx={{ height: 1600 }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, args: { member, labels } }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('progressbar', { name: member.skills[0].label });
    const second = canvas.getByRole('progressbar', { name: member.skills[1].label });
    await expect(first).toHaveAttribute('aria-valuenow', '0');
    await expect(second).toHaveAttribute('aria-valuenow', '0');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(first).toHaveAttribute('aria-valuenow', '0');
    second.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '88'));
    await expect(second).toHaveAttribute('aria-valuenow', '67');
    await expect(second).toHaveAttribute('aria-valuetext', labels.skillValue(member.skills[1].label, 67));
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { member: team[5] },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
