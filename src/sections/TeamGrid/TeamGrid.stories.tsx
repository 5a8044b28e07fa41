import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { teamSection } from '../../content/home';
import { team } from '../../content/team';
import { ui } from '../../content/ui';
import { TeamGrid } from './TeamGrid';
import { MemberPhoto } from './MemberPhoto';
import { MemberSocialLinks } from './MemberSocialLinks';
import { TeamCard } from './TeamCard';
import { TeamListItem } from './TeamListItem';
import { TeamOverlayCard } from './TeamOverlayCard';
import type { TeamGridMember } from './types';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Team and projects/TeamGrid',
  tags: ['stable'],
  component: TeamGrid,
  subcomponents: { MemberPhoto, MemberSocialLinks, TeamCard, TeamListItem, TeamOverlayCard },
  args: { members: team, labels: ui.team, heading: teamSection },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The team: portrait, name and role, each linking to the member's profile (/team-details/1 to 8), with social links. Layouts: \`cards\` on /team, \`overlay\` (name on a plate over the portrait) on /team-2, \`list\` (with a bio) on /team-3. The agency and showcase homes show the first four and three under a heading.

**When not to use it.** One member's full profile is *TeamProfile*. For what clients say use *Testimonials*.

**Content rules.** Members come from \`src/content/team.ts\`, the home heading from \`teamSection\` in \`src/content/home.ts\`, the link name from \`ui.team.viewProfile\`. Role 2 to 4 words; bio (list layout) two sentences. Portraits are 480 × 560, with alt text naming the person and their role.

**Keyboard and screen reader.** With a heading, a region named by its h2 with the names as h3s; without one, the names are h2s (*WithoutHeading*). Members are a list of articles. Each name is a link named "View profile of" plus the name, covering the card; Tab then reaches that member's social links, which open a new tab. Under reduced motion the cards layout's hover lift stops. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: show four on a home page (*HomePreview*), or three to fill a row of three (*FirstThree*).
- Do: use the list layout where the bios matter (*List*).
- Don't: leave out the heading on a home page: only the team pages, under their hero, go without (*WithoutHeading*).

**Status.** Stable: used on /team, /team-2, /team-3 and the agency and showcase homes. Interaction tests in every story but the three phone ones; axe and screenshots for every story.`,
      },
    },
  },
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's LinkedIn link's name ('Amara Okafor on LinkedIn'). */
const onLinkedIn = (member: TeamGridMember) => member.social.find((link) => link.network === 'linkedin')?.label;

/** The team pages: all eight members as cards. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amara = args.members[1];
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading!.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const profile = canvas.getByRole('link', { name: args.labels.viewProfile(amara.name) });
    await expect(profile).toHaveAttribute('href', '/team-details/2');
    const photo = canvas.getByRole('img', { name: amara.image.alt });
    await expect(photo).toHaveAttribute('width', '480');
    await expect(photo).toHaveAttribute('height', '560');
    const linkedIn = canvas.getByRole('link', { name: onLinkedIn(amara) });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The home preview: the first four members. */
export const HomePreview: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: args.labels.viewProfile(args.members[3].name) })).toHaveAttribute('href', '/team-details/4');
    await expect(canvas.queryByRole('link', { name: args.labels.viewProfile(args.members[4].name) })).not.toBeInTheDocument();
  },
};

/** The variant that shows three members fills one row of three. */
export const FirstThree: Story = {
  args: { limit: 3, background: 'paper' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

/** /team-2: names on a plate over the portrait. */
export const Overlay: Story = {
  args: { layout: 'overlay' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: args.labels.viewProfile(args.members[7].name) })).toHaveAttribute('href', '/team-details/8');
  },
};

/** /team-3: portrait beside the role and a short bio (six of the eight, to fit the screenshot). */
export const List: Story = {
  args: { layout: 'list', limit: 6, background: 'paper' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.members[0].bio!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.labels.viewProfile(args.members[0].name) })).toHaveAttribute('href', '/team-details/1');
  },
};

/** Without a section heading the names become the page's h2s. */
export const WithoutHeading: Story = {
  args: { heading: undefined, limit: 4, showSocial: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    const linkedInNames = args.members.map(onLinkedIn);
    await expect(canvas.queryByRole('link', { name: (name) => linkedInNames.includes(name) })).not.toBeInTheDocument();
  },
};

/** One card per row; two cards keep the screenshot within the tester's 1400 px window. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { limit: 2, heading: undefined },
};

export const ListPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { layout: 'list', limit: 3 },
};

export const OverlayPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { layout: 'overlay', limit: 2 },
};

/** Hovered, a member's card lifts and its portrait zooms a little (not under reduced motion); beside it, two at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child article', 'ul:has(> li article)', { args: { limit: 3 } });

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
