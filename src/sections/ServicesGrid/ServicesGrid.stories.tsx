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

const labels = { readMore: ui.common.readMore, readMoreAbout: ui.services.readMoreAbout } satisfies ServiceCardLabels;

const meta = {
  title: 'Sections/ServicesGrid',
  component: ServicesGrid,
  subcomponents: { ReadMoreLink, ServiceIconBadge },
  args: { heading: servicesSection, services: services satisfies FormationServiceCardData[], labels },
} satisfies Meta<typeof ServicesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The formation services of the home page: the '/#services' anchor target. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: servicesSection.title });
    await expect(section).toHaveAttribute('id', 'services');
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const service of services) {
      const link = within(section).getByRole('link', { name: `Read more about ${service.title}` });
      await expect(link).toHaveAttribute('href', `/services-details/${service.id}`);
      // The name comes from the link's own text, which search engines read too; only 'Read more' shows.
      await expect(link).not.toHaveAttribute('aria-label');
      await expect(link).toHaveTextContent(`Read more about ${service.title}`);
    }
  },
};

export const LimitedToThree: Story = {
  args: { limit: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: services[3].title })).not.toBeInTheDocument();
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
  args: { limit: 3 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: `Read more about ${services[0].title}` })).toHaveFocus();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const service of marketingServices) {
      await expect(canvas.getByRole('heading', { level: 3, name: service.serviceName })).toBeVisible();
      await expect(canvas.getByRole('img', { name: service.image.alt })).toHaveAttribute('loading', 'lazy');
      await expect(canvas.getByText(service.tag)).toBeVisible();
      await expect(canvas.getByRole('link', { name: `Read more about ${service.serviceName}` })).toHaveAttribute(
        'href',
        `/services-details/${service.id}`,
      );
    }
  },
};

export const MarketingPhone: Story = {
  args: Marketing.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
