import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { marketingServicesSection, servicesSection } from '../../content/home';
import { marketingServices } from '../../content/marketingServices';
import { services } from '../../content/services';
import { ui } from '../../content/ui';
import { ServicesGrid } from './ServicesGrid';
import type { FormationServiceCardData, MarketingServiceCardData, ServiceCardLabels } from './types';
import { ReadMoreLink } from './ReadMoreLink';
import { ServiceIconBadge } from './ServiceIconBadge';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const labels = { readMore: ui.common.readMore, readMoreAbout: ui.services.readMoreAbout } satisfies ServiceCardLabels;

const meta = {
  title: 'Sections/Services and pricing/ServicesGrid',
  tags: ['stable'],
  component: ServicesGrid,
  subcomponents: { ReadMoreLink, ServiceIconBadge },
  args: { heading: servicesSection, services: services satisfies FormationServiceCardData[], labels },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Up to six service cards (three a row on desktop, two on a tablet, one on a phone), each with an icon, title, one sentence and a Read more link to its service page. The formation set is on / and /home-3 at the #services anchor; the marketing set, with a photo and tag per card, on /home-2.

**When not to use it.** For every service in more detail use ServiceList (/services); for one service, ServiceDetail. Never more than six cards show.

**Content rules.** Cards from \`src/content/services.ts\` or \`src/content/marketingServices.ts\`, headings from \`src/content/home.ts\`, link words from \`src/content/sectionLabels.ts\`. Title two or three words; one sentence of 15 to 25 words; a marketing tag one word. EIN, IRS, LLC and SEO stay in English.

**Keyboard and screen reader.** One tab stop per card: the Read more link, whose click area and focus ring cover the card (*KeyboardFocus*). Only "Read more" shows; the rest of its text is hidden from sight ("about EIN Tax ID"), so screen readers and search engines hear where it goes. A region named by its h2; cards are a list, titles h3, icons hidden. The arrow flips right to left (*Arabic*).

**Do / Don't.**
- Do: keep one link per card (*KeyboardFocus*).
- Do: use \`limit\` to show fewer cards (*LimitedToThree*, *NeverMoreThanSix*).
- Don't: mix the sets: marketing cards need a photo and tag (*Marketing*), formation cards an icon only (*Playground*).

**Status.** Stable: used on /, /home-2 and /home-3. Interaction tests in every story but *Tablet*, *Phone* and *MarketingPhone*; axe in both schemes and screenshots on all but *NeverMoreThanSix*.`,
      },
    },
  },
} satisfies Meta<typeof ServicesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The formation cards a story's args hold (the props' type cannot tell which set a story passes). */
const formation = (args: { services: FormationServiceCardData[] | MarketingServiceCardData[] }) => args.services as FormationServiceCardData[];

/** The formation services of the home page: the '/#services' anchor target. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading.title });
    await expect(section).toHaveAttribute('id', 'services');
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const service of formation(args)) {
      const link = within(section).getByRole('link', { name: args.labels.readMoreAbout(service.title) });
      await expect(link).toHaveAttribute('href', `/services-details/${service.id}`);
      // The name comes from the link's own text, which search engines read too; only 'Read more' shows.
      await expect(link).not.toHaveAttribute('aria-label');
      await expect(link).toHaveTextContent(shown(args.labels.readMoreAbout(service.title)));
    }
  },
};

export const LimitedToThree: Story = {
  args: { limit: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: formation(args)[3].title })).not.toBeInTheDocument();
  },
};

/** Never more than six cards, whatever the limit and however many services there are. */
export const NeverMoreThanSix: Story = {
  args: { limit: 12, services: [...services, ...services.map((s) => ({ ...s, id: s.id + 6 }))] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** The focus ring goes round the whole card, which is the link's click area. */
export const KeyboardFocus: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  args: { limit: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: args.labels.readMoreAbout(formation(args)[0].title) })).toHaveFocus();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The second service set, on the agency home: photo, tag and icon per card. */
export const Marketing: Story = {
  args: {
    variant: 'marketing',
    heading: marketingServicesSection,
    services: marketingServices satisfies MarketingServiceCardData[],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const service of args.services as MarketingServiceCardData[]) {
      await expect(canvas.getByRole('heading', { level: 3, name: service.serviceName })).toBeVisible();
      await expect(canvas.getByRole('img', { name: service.image.alt })).toHaveAttribute('loading', 'lazy');
      await expect(canvas.getByText(shown(service.tag))).toBeVisible();
      await expect(canvas.getByRole('link', { name: args.labels.readMoreAbout(service.serviceName) })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
  },
};

export const MarketingPhone: Story = {
  args: Marketing.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, a card lifts and its icon fills with the brand colour; beside it, two cards at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child .MuiCard-root', 'ul:has(> li .MuiCard-root)', { args: { limit: 3 } });

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
