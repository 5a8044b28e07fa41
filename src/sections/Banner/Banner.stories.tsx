import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headerContent } from '../../app/shellContent';
import { banner } from '../../content/home';
import { Header } from '../Header';
import { Banner } from './Banner';

const meta = {
  title: 'Sections/Banner',
  component: Banner,
  args: banner,
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'US Company Formation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lets form your company' })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('link', { name: banner.secondaryCta.label })).toHaveAttribute('href', banner.secondaryCta.to);
    // The hero is the largest paint: fetched first, never lazily, with its size reserved.
    const hero = canvas.getByRole('img', { name: banner.image.alt });
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect(hero).toHaveAttribute('width', String(banner.image.width));
    await expect(hero).toHaveAttribute('height', String(banner.image.height));
  },
};

export const WithoutSecondaryCta: Story = {
  args: { secondaryCta: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

/** Under the fixed transparent header, as on the home page: the header must not cover the copy. */
export const UnderHeader: Story = {
  render: (args) => (
    <>
      <Header {...headerContent} />
      <Banner {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const eyebrow = canvas.getByText(banner.eyebrow).getBoundingClientRect();
    await expect(eyebrow.top).toBeGreaterThanOrEqual(header.bottom + 24);
  },
};

export const UnderHeaderTablet: Story = {
  ...UnderHeader,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const UnderHeaderPhone: Story = {
  ...UnderHeader,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the copy on the right, the arrow pointing left; at phone and desktop width. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { visual: { widths: ['phone', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('US Company Formation');
    await expect(canvas.getByRole('link', { name: /شركتك/ })).toHaveAttribute('href', '/contact-us');
  },
};
