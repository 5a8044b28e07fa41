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

/** Shows where the in-memory router is, so a play test can follow a link. */
function LocationProbe() {
  const { pathname } = usePageAddress();
  return <output hidden data-testid="location">{pathname}</output>;
}

const meta = {
  title: 'Sections/ServiceList',
  component: ServiceList,
  subcomponents: { ServiceCompactItem, ServiceHelpPanel, ServiceIcon, ServiceRow },
  args: {
    services,
    heading: servicesListHeading,
    labels: { learnMore: ui.services.learnMore, learnMoreAbout: ui.services.learnMoreAbout },
    layout: 'cards',
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: servicesListHeading.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(services.length);
    for (const service of services) {
      await expect(canvas.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
    await userEvent.click(canvas.getByRole('link', { name: 'EIN Tax ID' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/services-details/3'));
  },
};

/** /services-2: image and text rows that swap sides, each with a 'Learn more' link naming its service. */
export const Alternating: Story = {
  args: { layout: 'alternating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /^Learn more about / });
    await expect(links).toHaveLength(services.length);
    for (const service of services) {
      const link = canvas.getByRole('link', { name: `Learn more about ${service.title}` });
      await expect(link).toHaveAttribute('href', `/services-details/${service.id}`);
      // Named by its own text, which search engines read too; only 'Learn more' shows.
      await expect(link).not.toHaveAttribute('aria-label');
      await expect(link).toHaveTextContent(`Learn more about ${service.title}`);
    }
    await expect(canvas.getByRole('img', { name: services[1].image.alt })).toBeVisible();
  },
};

/** /services-3: a compact icon list beside a call-to-action panel to the contact page. */
export const Compact: Story = {
  args: { layout: 'compact', help: servicesHelp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const service of services) {
      await expect(canvas.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
    const panel = canvas.getByRole('complementary', { name: servicesHelp.title });
    await expect(within(panel).getByRole('link', { name: servicesHelp.cta.label })).toHaveAttribute('href', '/contact-us');
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

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Cards);
