import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage } from '../../src/content/about';
import AboutUsPage from '../../src/pages/AboutUs';

const meta = {
  title: 'Pages/AboutUs',
  component: AboutUsPage,
  parameters: { route: '/about-us', routePattern: '/about-us' },
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about-us: the story, then the mission and values; headings in order under the page title. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels).toEqual([1, 2, 2, 3, 3, 3, 3]);
    await expect(within(main).getByRole('link', { name: aboutPage.cta.label })).toHaveAttribute('href', '/contact-us');
  },
};
