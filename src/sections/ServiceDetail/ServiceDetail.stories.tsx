import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { services, servicesHelp } from '../../content/services';
import { ui } from '../../content/ui';
import { ServiceDetail } from './ServiceDetail';
import { OtherServicesNav } from './OtherServicesNav';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const [first, ...rest] = services;

const meta = {
  title: 'Sections/Services and pricing/ServiceDetail',
  tags: ['stable'],
  component: ServiceDetail,
  subcomponents: { OtherServicesNav },
  args: {
    service: first,
    otherServices: rest,
    labels: { whatYouGet: ui.services.whatYouGet, otherServices: ui.services.otherServices },
    help: servicesHelp,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** One service in full on /services-details/1 to 6: picture, title, summary, body, the "What is included" checklist, and a sidebar with the other services and a call to the contact page.

**When not to use it.** To list every service use *ServiceList* or *ServicesGrid*.

**Content rules.** From \`services\` and \`servicesHelp\` in \`src/content/services.ts\`: a title of two or three words, a one-sentence summary, about three body paragraphs and five checklist lines. Terms follow the glossary (EIN, registered agent, operating agreement); IRS and state names stay in English. Nothing here carries a source line, so leave state fees and deadlines to the pages that cite one (/costs, /compliance-calendar).

**Keyboard and screen reader.** Not a named region: the page hero above already carries the service's name as the h1. The service title is an h2; "What is included" is an h3 that names its list. The sidebar is a navigation landmark, "Other services", with its own h3, and the help panel a complementary landmark named by its title. Tab goes through the other services' links, then "Contact Us". Chevrons and arrows are mirrored right to left.

**Do / Don't.**
- Do: leave the current service out of the sidebar, as in *Playground*.
- Do: check a service with another icon and list, as in *PhoneNumber*.

**Status.** Stable: used on /services-details. *Playground* has a play function; *Arabic* checks right to left. Every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof ServiceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { service, otherServices, labels } = args;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: service.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: service.image.alt })).toBeVisible();
    for (const paragraph of service.body) await expect(canvas.getByText(shown(paragraph))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: labels.whatYouGet })).toBeVisible();
    const included = canvas.getByRole('list', { name: labels.whatYouGet });
    await expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(service.includes);
    const sidebar = canvas.getByRole('navigation', { name: labels.otherServices });
    const links = within(sidebar).getAllByRole('link');
    await expect(links).toHaveLength(otherServices.length);
    for (const other of otherServices) {
      await expect(within(sidebar).getByRole('link', { name: other.title })).toHaveAttribute('href', `/services-details/${other.id}`);
    }
    await expect(within(sidebar).queryByRole('link', { name: service.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: args.help.cta.label })).toHaveAttribute('href', '/contact-us');
  },
};

/** A service with a different icon and list; the sidebar still leaves out the current page. */
export const PhoneNumber: Story = {
  args: { service: services[5], otherServices: services.slice(0, 5) },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
