import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { services, servicesHelp } from '../../content/services';
import { ui } from '../../content/ui';
import { ServiceDetail } from './ServiceDetail';
import { OtherServicesNav } from './OtherServicesNav';
import { arabicStory } from '../../../.storybook/arabicStory';

const [first, ...rest] = services;

const meta = {
  title: 'Sections/ServiceDetail',
  component: ServiceDetail,
  subcomponents: { OtherServicesNav },
  args: {
    service: first,
    otherServices: rest,
    labels: { whatYouGet: ui.services.whatYouGet, otherServices: ui.services.otherServices },
    help: servicesHelp,
  },
} satisfies Meta<typeof ServiceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: first.image.alt })).toBeVisible();
    for (const paragraph of first.body) await expect(canvas.getByText(paragraph)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: ui.services.whatYouGet })).toBeVisible();
    const included = canvas.getByRole('list', { name: ui.services.whatYouGet });
    await expect(within(included).getAllByRole('listitem').map((li) => li.textContent)).toEqual(first.includes);
    const sidebar = canvas.getByRole('navigation', { name: ui.services.otherServices });
    const links = within(sidebar).getAllByRole('link');
    await expect(links).toHaveLength(rest.length);
    for (const service of rest) {
      await expect(within(sidebar).getByRole('link', { name: service.title })).toHaveAttribute('href', `/services-details/${service.id}`);
    }
    await expect(within(sidebar).queryByRole('link', { name: first.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: servicesHelp.cta.label })).toHaveAttribute('href', '/contact-us');
  },
};

/** A service with a different icon and list; the sidebar still leaves out the current page. */
export const PhoneNumber: Story = {
  args: { service: services[5], otherServices: services.slice(0, 5) },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
