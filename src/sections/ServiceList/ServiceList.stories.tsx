import type { Meta, StoryObj } from '@storybook/react-vite';
import { usePageAddress } from '../../platform';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { services, servicesHelp, servicesListHeading } from '../../content/services';
import { ui } from '../../content/ui';
import { ServiceList } from './ServiceList';
import { ServiceCompactItem } from './ServiceCompactItem';
import { ServiceHelpPanel } from './ServiceHelpPanel';
import { ServiceIcon } from './ServiceIcon';
import { ServiceRow } from './ServiceRow';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

/** Shows where the in-memory router is, so a play test can follow a link. */
function LocationProbe() {
  const { pathname } = usePageAddress();
  return (
    <output hidden data-testid="location">
      {pathname}
    </output>
  );
}

const meta = {
  title: 'Sections/Services and pricing/ServiceList',
  tags: ['stable'],
  component: ServiceList,
  subcomponents: { ServiceCompactItem, ServiceHelpPanel, ServiceIcon, ServiceRow },
  args: {
    services,
    heading: servicesListHeading,
    labels: { learnMore: ui.services.learnMore, learnMoreAbout: ui.services.learnMoreAbout },
    layout: 'cards',
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Every service under one heading, each leading to its page at /services-details/1 to 6, in one of three layouts: \`cards\` (photo, icon, title, one sentence) on /services; \`alternating\` rows of photo and text, with a number and the first three things included, on /services-2; \`compact\` icon tiles beside a help panel that leads to the contact page, on /services-3.

**When not to use it.** For up to six cards on a home page use *ServicesGrid*; for one service in full, *ServiceDetail*, which reuses this section's icons and help panel.

**Content rules.** Services from \`services\`, the heading from \`servicesListHeading\` and the help panel from \`servicesHelp\` in \`src/content/services.ts\`; link words from \`ui.services\` in \`src/content/ui.ts\`. Title two to four words; one sentence of 15 to 25 words; photos need alt text. The rows show only the first three \`includes\` lines; the service's page lists them all. EIN, IRS and LLC stay in English.

**Keyboard and screen reader.** A region named by its h2. One tab stop per service. In \`cards\` and \`compact\` it is the title link, whose click area covers the card; the card's visible "Learn more" is hidden from screen readers. In \`alternating\` it is the Learn more button, whose hidden text adds "about EIN Tax ID", so it says where it goes. Cards and tiles are lists; titles are h3s; icons and row numbers are hidden. The help panel is a complementary landmark named by its title, with one link. Arrows and chevrons turn round right to left (*Arabic*).

**Do / Don't.**
- Do: pass \`help\` with the compact layout (*Compact*); the other layouts leave it out.
- Do: check the rows at tablet width, where photo and text stack (*AlternatingTablet*).
- Don't: add a second link to a card or tile: the title already covers it (*Cards*).

**Status.** Stable: used on /services, /services-2 and /services-3. Interaction tests in *Cards*, *Alternating*, *Compact* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /services: a grid of cards, each card one link named after its service. */
export const Cards: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.services.length);
    for (const service of args.services) {
      await expect(canvas.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
    await userEvent.click(canvas.getByRole('link', { name: args.services[2].title }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/services-details/3'));
  },
};

/** /services-2: image and text rows that swap sides, each with a 'Learn more' link naming its service. */
export const Alternating: Story = {
  args: { layout: 'alternating' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = args.services.map((service) => args.labels.learnMoreAbout(service.title));
    const links = canvas.getAllByRole('link', { name: (name) => names.includes(name) });
    await expect(links).toHaveLength(args.services.length);
    for (const service of args.services) {
      const link = canvas.getByRole('link', { name: args.labels.learnMoreAbout(service.title) });
      await expect(link).toHaveAttribute('href', `/services-details/${service.id}`);
      // Named by its own text, which search engines read too; only 'Learn more' shows.
      await expect(link).not.toHaveAttribute('aria-label');
      await expect(link).toHaveTextContent(shown(args.labels.learnMoreAbout(service.title)));
    }
    await expect(canvas.getByRole('img', { name: args.services[1].image.alt })).toBeVisible();
  },
};

/** /services-3: a compact icon list beside a call-to-action panel to the contact page. */
export const Compact: Story = {
  args: { layout: 'compact', help: servicesHelp },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const service of args.services) {
      await expect(canvas.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
    const panel = canvas.getByRole('complementary', { name: args.help!.title });
    await expect(within(panel).getByRole('link', { name: args.help!.cta.label })).toHaveAttribute('href', '/contact-us');
  },
};

export const CardsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const AlternatingTablet: Story = {
  args: { layout: 'alternating', services: services.slice(0, 2) },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const CompactPhone: Story = {
  args: { layout: 'compact', help: servicesHelp },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, a service's card lifts and its 'more' link turns the brand colour; beside it, the others at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child article', 'ul:has(> li article)');

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Cards);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
